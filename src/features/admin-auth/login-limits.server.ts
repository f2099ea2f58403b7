import type { Request, RequestHandler } from 'express'
import type { Db } from '../../server/db.server'
import { limitPerIp } from '../../server/middleware/rate-limit.server'
import { normalLogin, trustedDevice } from './device-cookie.server'

/**
 * Sign-in limits after OWASP's device cookies (docs/decisions/081): an attempt from a browser that
 * holds a valid device cookie for the typed login counts only against that device; any other attempt
 * counts per IP and, with every other untrusted attempt at that login, per account. `limit` failures
 * per window each; the next attempt is 429 even with the right password. Successful sign-ins are not
 * counted. The HTML form and the JSON login share these counters.
 */
export function loginLimiters(db: Db, secret: string, opts: { limit: number; windowMs: number }): RequestHandler[] {
  const typedLogin = (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? normalLogin(email) : ''
  }
  const devices = new WeakMap<Request, string | null>()
  const deviceOf = (req: Request): string | null => {
    if (!devices.has(req)) devices.set(req, trustedDevice(req, secret, typedLogin(req)))
    return devices.get(req) ?? null
  }
  const trusted = (req: Request) => deviceOf(req) !== null
  const counted = { ...opts, skipSuccessfulRequests: true }
  return [
    limitPerIp(db, 'login-device', { ...counted, skip: (req) => !trusted(req), key: (req) => deviceOf(req) ?? '' }),
    limitPerIp(db, 'login-ip', { ...counted, skip: trusted }),
    limitPerIp(db, 'login-account', { ...counted, skip: trusted, key: typedLogin }),
  ]
}
