import type { Request, Response } from 'express'
import { isLoanTypeKey, type Acknowledged } from '../shared/content/after-submit'
import { safeEqual, sign } from './crypto.server'

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

// A short-lived signed cookie carries a success message across a 303, so nothing goes in the URL.
export function setFlash(res: Response, secret: string, flash: Flash, now = Date.now()): void {
  const body = Buffer.from(JSON.stringify({ ...flash, exp: now + TTL_MS })).toString('base64url')
  res.cookie(COOKIE, `${body}.${sign(secret, body)}`, { httpOnly: true, sameSite: 'lax', maxAge: TTL_MS, path: '/' })
}

export function takeFlash(req: Request, res: Response, secret: string, now = Date.now()): Flash | null {
  const raw = readCookie(req, COOKIE)
  if (!raw) return null
  res.clearCookie(COOKIE, { path: '/' })
  const [body, mac] = raw.split('.')
  if (!body || !mac || !safeEqual(mac, sign(secret, body))) return null
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Flash & { exp: number }
    if (typeof data.message !== 'string' || data.exp < now) return null
    const ack = readAck(data.ack)
    return { message: data.message, ...(data.detail ? { detail: String(data.detail) } : {}), ...(ack && { ack }) }
  } catch {
    return null
  }
}

function readCookie(req: Request, name: string): string | undefined {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return decodeURIComponent(v.join('='))
  }
  return undefined
}
