import type { Request, RequestHandler } from 'express'
import { hasTwins, localizePath, splitLocale, type Locale } from '../shared/i18n/locales'

/** The language of a page from its address (`/hi/apply-now` → hi); the admin's area is English. */
export function pathLocale(url: string): Locale {
  const { locale, path } = splitLocale(url.split('?')[0] ?? '/')
  return hasTwins(path) ? locale : 'en'
}

/** The language of the page a request is for. */
export function requestLocale(req: Request): Locale {
  return pathLocale(req.originalUrl)
}

/** One of the site's own paths, in the request's language: where a Hindi form redirects after success. */
export function localHref(req: Request, path: string): string {
  return localizePath(path, requestLocale(req))
}

/**
 * `/hi/contact-us` is routed as `/contact-us`: every route answers both languages, and reads which one
 * from requestLocale(req) (docs/i18n.md). The admin's area and the API have no twin: `/hi/admin` is
 * left as it is, and so is not found.
 */
export function localeRouting(): RequestHandler {
  return (req, _res, next) => {
    const { locale, path } = splitLocale(req.path)
    if (locale !== 'en' && hasTwins(path)) {
      const q = req.url.indexOf('?')
      req.url = q === -1 ? path : `${path}${req.url.slice(q)}`
    }
    next()
  }
}
