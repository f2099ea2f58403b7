import type { Request } from 'express'
import { parse } from 'cookie'

// Cookies are read with the maintained `cookie` package, pair by pair: a malformed pair (a broken
// percent-encoding, say) is one value lost, never an error for the page (docs/decisions/151).

/** Every value a request sends under `name`: a browser may hold one per path. */
export function cookieValues(req: Request, name: string): string[] {
  return cookieValuesIn(req.headers.cookie, name)
}

/** The same from a Cookie header itself (a page's data hook has the headers, not the request). */
export function cookieValuesIn(header: string | undefined, name: string): string[] {
  const values: string[] = []
  for (const pair of (header ?? '').split(';')) {
    const value = parse(pair)[name]
    if (value !== undefined) values.push(value)
  }
  return values
}

/** The first value a request sends under `name`. */
export function readCookie(req: Request, name: string): string | undefined {
  return cookieValues(req, name)[0]
}

/** True when the site is served over https: the request came over TLS (through a trusted proxy) or PUBLIC_ORIGIN says so. */
export function isHttps(req: Request): boolean {
  return req.secure || (req.app?.locals as { https?: unknown } | undefined)?.https === true
}
