import { createHash } from 'node:crypto'
import type { Request, RequestHandler } from 'express'
import { safeEqual } from '../crypto.server'
import { HttpError } from '../http-error.server'

// Synchronizer token for the admin's forms, on top of SameSite=Lax and the Origin check
// (docs/decisions/003). It is derived from the session id rather than stored in the session, so that
// concurrent first loads of admin pages all carry the same working token (nothing to save, nothing
// to overwrite), and it changes whenever the id does (at sign-in). The id is an unguessable secret
// kept in an HttpOnly cookie, and the hash cannot be turned back into it.
export function csrfTokenFor(req: Request): string {
  return createHash('sha256').update(`csrf:${req.sessionID}`).digest('base64url')
}

export function requireCsrfToken(): RequestHandler {
  return (req, _res, next) => {
    const sent = (req.body as Record<string, unknown> | undefined)?._csrf ?? req.get('x-csrf-token')
    // Only a signed-in session has forms to protect; an anonymous visitor's id is never stored.
    if (typeof sent === 'string' && req.session?.admin && safeEqual(sent, csrfTokenFor(req))) return next()
    next(new HttpError(403, 'Your form expired. Please reload the page and try again.', 'CSRF'))
  }
}
