import type { Request, RequestHandler } from 'express'
import type { Db } from '#src/server/db.server'
import { limitPerIp } from '#src/server/middleware/rate-limit.server'
import { normalLogin, trustedDevice } from './device-cookie.server'

/** A step of the sign-in: the name its counters go by, and the login an attempt is for. */
export interface SignInStep {
  name: string
  login: (req: Request) => string
}

/** The password step: the login is the e-mail typed into the form or sent to the JSON login. */
export const passwordStep: SignInStep = {
  name: 'login',
  login: (req) => {
    const email = (req.body as { email?: unknown } | undefined)?.email
    return typeof email === 'string' ? normalLogin(email) : ''
  },
}

/**
 * Sign-in limits after OWASP's device cookies (docs/decisions/081): an attempt from a browser that
 * holds a valid device cookie for the login counts only against that device; any other attempt
 * counts per IP and, with every other untrusted attempt at that login, per account. `limit` failures
 * per window each; the next attempt is 429 even with the right password. Successful sign-ins are not
 * counted. The HTML form and the JSON login share these counters. The two-factor code has the same
 * three, with a daily cap, in code-budget.server.ts (docs/decisions/156, 198).
 */
export function loginLimiters(db: Db, secret: string, opts: { limit: number; windowMs: number }, step = passwordStep): RequestHandler[] {
  const devices = new WeakMap<Request, string | null>()
  const deviceOf = (req: Request): string | null => {
    if (!devices.has(req)) devices.set(req, trustedDevice(req, secret, step.login(req)))
    return devices.get(req) ?? null
  }
  const trusted = (req: Request) => deviceOf(req) !== null
  const counted = { ...opts, skipSuccessfulRequests: true }
  return [
    limitPerIp(db, `${step.name}-device`, { ...counted, skip: (req) => !trusted(req), key: (req) => deviceOf(req) ?? '' }),
    limitPerIp(db, `${step.name}-ip`, { ...counted, skip: trusted }),
    limitPerIp(db, `${step.name}-account`, { ...counted, skip: trusted, key: step.login }),
  ]
}
