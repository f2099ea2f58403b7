import type { Request, RequestHandler } from 'express'
import type { Knex } from 'knex'
import { verifyApiToken } from '../auth-tokens.server'
import { HttpError } from '../http-error.server'
import { requireCsrfToken } from './csrf.server'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The bearer token a request carries, if its Authorization header is one. */
export function bearer(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')
  return match?.[1]
}

export const badToken = () => new HttpError(401, 'Your sign-in token is missing, invalid, expired or revoked.', 'BAD_TOKEN')

/**
 * Admin pages and forms: the admin session only; without it the browser goes to /admin.
 * The server decides who is the admin; the browser's authToken is for display only (docs/product.md §17 Roles and permissions).
 */
export function requireAdminPage(): RequestHandler {
  return (req, res, next) => {
    if (req.session?.admin) return next()
    res.redirect(303, '/admin')
  }
}

/**
 * Admin API calls: a live bearer token from admin-login (looked up in the database, so a revoked one
 * fails in every process at once: docs/decisions/157), or the admin session plus the CSRF token on
 * state-changing calls. A bearer token that is present but invalid is refused outright.
 * Multipart calls check the CSRF token later, after multer has read the body (csrfAfterBody).
 */
export function requireAdminApi(db: Knex, opts: { csrfAfterBody?: boolean } = {}): RequestHandler {
  const csrf = requireCsrfToken()
  return async (req, res, next) => {
    const token = bearer(req)
    if (token !== undefined || req.get('authorization')) {
      const email = token ? await verifyApiToken(db, token) : null
      if (!email) return next(badToken())
      res.locals.adminEmail = email
      res.locals.viaToken = true
      return next()
    }
    if (!req.session?.admin) return next(new HttpError(401, 'Please sign in as the admin.', 'NO_ADMIN'))
    res.locals.adminEmail = req.session.admin.email
    if (SAFE.has(req.method) || opts.csrfAfterBody) return next()
    csrf(req, res, next)
  }
}

/** For multipart calls: the CSRF check once multer has parsed the body (skipped for bearer calls). */
export function csrfAfterBody(): RequestHandler {
  const csrf = requireCsrfToken()
  return (req, res, next) => (res.locals.viaToken ? next() : csrf(req, res, next))
}
