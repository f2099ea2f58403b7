import type { RequestHandler } from 'express'

// Characters RFC 3986 calls unreserved: `%61` and `a` are the same address, and Vike decodes them.
const ENCODED_UNRESERVED = /%(?:[46][1-9a-f]|[57][0-9a]|3[0-9]|2[de]|5f|7e)/gi

/**
 * The one spelling of a path that Express's mounts and Vike's router both read the same way: no
 * backslash (raw or encoded), no repeated slash, no `.` or `..` segment, no encoded letter, digit or
 * `-._~`. Anything else in the path is left as it came.
 */
export function canonicalPath(path: string): string {
  const decoded = path.replace(ENCODED_UNRESERVED, (c) => String.fromCharCode(parseInt(c.slice(1), 16)))
  const segments: string[] = []
  const parts = decoded.replace(/\\|%5c/gi, '/').split('/')
  parts.forEach((part, i) => {
    if (part === '..') segments.pop()
    // An empty segment is a repeated slash, except the last one: a trailing slash is Vike's to redirect.
    else if (part !== '.' && (part !== '' || i === parts.length - 1)) segments.push(part)
  })
  return `/${segments.join('/')}`
}

/**
 * Sends a request whose path is not in its one spelling to that spelling (308, the method and body
 * kept), before any route or guard reads it: `//admin-dashboard` once reached the dashboard past the
 * guards mounted on `/admin-dashboard`, and Vike rendered it (docs/decisions/195). The target always
 * starts with one slash, so it never leaves the site.
 */
export function canonicalPaths(): RequestHandler {
  return (req, res, next) => {
    // req.path, not req.url: an absolute-form target (`GET http://host/about`) has its path read out.
    const canonical = canonicalPath(req.path)
    if (canonical === req.path) return next()
    const q = req.url.indexOf('?')
    res.redirect(308, q === -1 ? canonical : `${canonical}${req.url.slice(q)}`)
  }
}
