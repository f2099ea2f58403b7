import type { Request, RequestHandler, Response } from 'express'
import { rateLimit } from 'express-rate-limit'
import type { Db } from '../db.server'
import { KnexRateLimitStore } from '../rate-limit-store.server'
import common from '#src/shared/i18n/en/common'
import { DomainError } from '../http-error.server'

/** In English; a page shows its catalogue's `common.tooMany` (docs/i18n.md). */
export const TOO_MANY = common.tooMany

/**
 * A per-IP limit (or per `key`) counted in the database, so every process shares it and a restart
 * keeps it (docs/decisions/081). `name` keeps this limiter's counters apart from the others'.
 * A limit of 0 turns it off (for benchmarks).
 */
export function limitPerIp(
  db: Db,
  name: string,
  opts: {
    limit: number
    windowMs: number
    key?: (req: Request) => string
    /** Requests for which this limiter neither counts nor refuses. */
    skip?: (req: Request, res: Response) => boolean
    skipSuccessfulRequests?: boolean
    /** Answers a limited request instead of the plain error page: a formRoute that throws DomainError('too-many') (forms.server.ts). */
    onLimit?: RequestHandler
  },
): RequestHandler {
  if (opts.limit === 0) return (_req, _res, next) => next()
  const limiter = rateLimit({
    windowMs: opts.windowMs,
    limit: opts.limit,
    store: new KnexRateLimitStore(db, { name, windowMs: opts.windowMs }),
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests: opts.skipSuccessfulRequests ?? false,
    ...(opts.key ? { keyGenerator: opts.key } : {}),
    ...(opts.skip ? { skip: opts.skip } : {}),
    handler: (req, res, next) => (opts.onLimit ? opts.onLimit(req, res, next) : next(new DomainError('too-many', TOO_MANY))),
  })
  // A client that has already gone has no address left to count, and no one to answer: the request
  // ends here, quietly; the access log writes its line (docs/decisions/152).
  return (req, res, next) => {
    if (req.ip === undefined || req.socket.destroyed) return void res.end()
    return limiter(req, res, next)
  }
}
