import type { Request, RequestHandler } from 'express'
import { limitPerIp } from '../../server/middleware/rate-limit'

/**
 * 5 failed sign-ins in 15 minutes, per IP and per e-mail, lead to 429 (issue 7). Successful
 * sign-ins are not counted. The same two limiters guard the HTML form and the JSON login, so
 * switching between them does not reset the count.
 */
export function loginLimiters(opts: { limit: number; windowMs: number }): RequestHandler[] {
  const byEmail = (req: Request) => {
    const email = (req.body as { email?: unknown } | undefined)?.email
    return `email:${typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : ''}`
  }
  return [
    limitPerIp({ ...opts, skipSuccessfulRequests: true }),
    limitPerIp({ ...opts, skipSuccessfulRequests: true, key: byEmail }),
  ]
}
