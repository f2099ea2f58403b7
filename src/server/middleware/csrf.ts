import { randomBytes } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { safeEqual } from '../crypto.server'
import { HttpError } from '../http-error'

// Synchronizer token kept in the admin's session, on top of SameSite=Lax and the Origin check
// (docs/decisions/003). Multipart forms are checked after multer has parsed them.
export function csrfTokenFor(req: Request): string {
  req.session.csrfToken ??= randomBytes(24).toString('base64url')
  return req.session.csrfToken
}

export function requireCsrfToken(): RequestHandler {
  return (req, _res, next) => {
    const sent = (req.body as Record<string, unknown> | undefined)?._csrf ?? req.get('x-csrf-token')
    const expected = req.session?.csrfToken
    if (typeof sent === 'string' && expected && safeEqual(sent, expected)) return next()
    next(new HttpError(403, 'Your form expired. Please reload the page and try again.', 'CSRF'))
  }
}
