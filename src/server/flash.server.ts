import type { Request, Response } from 'express'
import { isLoanTypeKey, type Acknowledged } from '../shared/content/after-submit'
import { isHttps, readCookie } from './cookies.server'
import { seal, unseal } from './sealed.server'

export interface Flash {
  message: string
  detail?: string
  /** After an application: the reference, loan type and time; the page renders the rest from content (docs/decisions/100). */
  ack?: Acknowledged
}

function readAck(v: unknown): Acknowledged | undefined {
  const a = v as Partial<Acknowledged> | undefined
  if (!a || typeof a.reference !== 'string' || typeof a.receivedAt !== 'string' || !isLoanTypeKey(a.loanType)) return undefined
  return { reference: a.reference, loanType: a.loanType, receivedAt: a.receivedAt }
}

const COOKIE = 'lp.flash'
const TTL_MS = 60_000

// A short-lived sealed cookie carries a success message across a 303, so nothing goes in the URL
// (docs/decisions/151): Secure on https, since it may carry an application's reference.
export function setFlash(res: Response, secret: string, flash: Flash, now = Date.now()): void {
  const value = seal(secret, 'flash', JSON.stringify({ ...flash, exp: now + TTL_MS }))
  res.cookie(COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: isHttps(res.req), maxAge: TTL_MS, path: '/' })
}

/** The flash this request carries, once: the cookie is cleared. A forged, stale or malformed one is null. */
export function takeFlash(req: Request, res: Response, secret: string, now = Date.now()): Flash | null {
  const raw = readCookie(req, COOKIE)
  if (raw === undefined) return null
  res.clearCookie(COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: isHttps(req) })
  const opened = unseal(secret, 'flash', raw)
  if (opened === null) return null
  try {
    const data = JSON.parse(opened) as Flash & { exp: number }
    if (typeof data.message !== 'string' || data.exp < now) return null
    const ack = readAck(data.ack)
    return { message: data.message, ...(data.detail ? { detail: String(data.detail) } : {}), ...(ack && { ack }) }
  } catch {
    return null
  }
}
