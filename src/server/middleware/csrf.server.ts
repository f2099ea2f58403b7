import type { Request, RequestHandler } from 'express'
import { safeEqual, sign } from '../crypto.server'
import { HttpError } from '../http-error.server'

// Synchronizer token for the admin's forms, on top of SameSite=Lax and the Origin check
// (docs/decisions/003). It is an HMAC of the session id under a key of its own, derived from the
// session secret (docs/decisions/151), rather than a value stored in the session, so that concurrent
// first loads of admin pages all carry the same working token (nothing to save, nothing to
// overwrite), and it changes whenever the id does (at sign-in). Without the key, neither the id nor
// a token for another id can be made from it. createApp puts the key in `app.locals.csrfKey`.
export function csrfTokenFor(req: Request): string {
  const key = (req.app.locals as { csrfKey?: unknown }).csrfKey
  if (!Buffer.isBuffer(key)) throw new Error('app.locals.csrfKey is not set')
  return sign(key, `csrf:${req.sessionID}`)
}

export function requireCsrfToken(): RequestHandler {
  return (req, _res, next) => {
    const sent = (req.body as Record<string, unknown> | undefined)?._csrf ?? req.get('x-csrf-token')
    // Only a signed-in session has forms to protect; an anonymous visitor's id is never stored.
    if (typeof sent === 'string' && req.session?.admin && safeEqual(sent, csrfTokenFor(req))) return next()
    next(new HttpError(403, 'Your form expired. Please reload the page and try again.', 'CSRF'))
  }
}
