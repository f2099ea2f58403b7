import type { Request, RequestHandler } from 'express'
import { rateLimit } from 'express-rate-limit'
import { sendError } from './errors'

export const TOO_MANY = 'Too many attempts from your connection. Please wait a few minutes and try again.'

/** A per-IP limit; a limit of 0 turns it off (for benchmarks). */
export function limitPerIp(opts: {
  limit: number
  windowMs: number
  key?: (req: Request) => string
  skipSuccessfulRequests?: boolean
  /** Answers a limited request instead of the plain error page (e.g. re-render the form with the message). */
  onLimit?: RequestHandler
}): RequestHandler {
  if (opts.limit === 0) return (_req, _res, next) => next()
  return rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    ...(opts.key ? { keyGenerator: opts.key } : {}),
    handler: (req, res, next) => (opts.onLimit ? opts.onLimit(req, res, next) : sendError(req, res, 429, TOO_MANY)),
  })
}
