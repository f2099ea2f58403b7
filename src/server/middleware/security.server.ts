import type { NextFunction, Request, RequestHandler, Response } from 'express'
import helmet from 'helmet'
import type { Knex } from 'knex'
import { verifyApiToken } from '../auth-tokens.server'
import { HttpError } from '../http-error.server'
import { badToken, bearer } from './require-admin.server'

// One strict CSP: scripts only from our own origin, none inline, so that a page can be cached and
// served to anyone without a per-request nonce (docs/decisions/003, 085).
export function securityHeaders(opts: { mapOrigin?: string; https: boolean; dev: boolean }): RequestHandler {
  const headers = helmet({
    contentSecurityPolicy: opts.dev
      ? false
      : {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            styleSrc: ["'self'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            mediaSrc: ["'self'"],
            frameSrc: opts.mapOrigin ? [opts.mapOrigin] : ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'none'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            ...(opts.https ? { upgradeInsecureRequests: [] } : {}),
          },
        },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The same answer as frame-ancestors 'none', for browsers that read only this header (docs/decisions/152).
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: opts.https ? { maxAge: 15552000 } : false,
    crossOriginEmbedderPolicy: false,
    // Headers for Internet Explorer, Flash and old XSS filters: no browser we serve reads them, and
    // every cached page would carry them (docs/decisions/085).
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  })
  return (req, res, next) => {
    res.setHeader('Permissions-Policy', PERMISSIONS_POLICY)
    headers(req, res, next)
  }
}

/** Powerful features no page of ours uses, switched off for every frame (docs/decisions/152). */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The admin API takes a bearer token instead of the session (requireAdminApi), all but its sign-in. */
export const takesTokens = (path: string) => path.startsWith('/api/v1/admin/') && path !== '/api/v1/admin/admin-login'

/**
 * Cross-site request check: a state-changing request needs an Origin equal to ours, or
 * Sec-Fetch-Site: same-origin. A call to the admin API with a live bearer token carries no ambient
 * credential, so it is exempt; a token that is not live is refused there and then, and anywhere else
 * a bearer header changes nothing (docs/decisions/199).
 */
export function sameOriginOnly(db: Knex, publicOrigin?: string): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    if (SAFE_METHODS.has(req.method)) return next()
    const token = bearer(req)
    if (token !== undefined && takesTokens(req.path)) return next((await verifyApiToken(db, token)) ? undefined : badToken())
    const expected = publicOrigin ?? `${req.protocol}://${req.get('host')}`
    const origin = req.get('origin')
    if (origin ? origin === expected : req.get('sec-fetch-site') === 'same-origin') return next()
    next(new HttpError(403, 'This request came from another site and was refused.', 'CROSS_SITE'))
  }
}

export function noStore(): RequestHandler {
  return (_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  }
}

export function nosniff(): RequestHandler {
  return (_req, res, next) => {
    res.set('X-Content-Type-Options', 'nosniff')
    next()
  }
}
