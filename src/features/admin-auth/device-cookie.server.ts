import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { safeEqual, sign } from '../../server/crypto.server'

// OWASP's device cookie (docs/decisions/081): a browser that signed in before carries a signed
// `<login>.<nonce>.<signature>` and is trusted for that login. The login is a keyed hash of the
// e-mail, so the cookie does not hold the address itself; the nonce names the device.

export const DEVICE_COOKIE = 'lp.device'
/** The form posts under /admin; API clients sign in at the JSON login. Nothing else needs it. */
export const DEVICE_COOKIE_PATHS = ['/admin', '/api/v1/admin/admin-login'] as const
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** The form of a login that counters and cookies use: trimmed, lower case, at most 254 characters. */
export function normalLogin(login: string): string {
  return login.trim().toLowerCase().slice(0, 254)
}

// Its own key, derived from the session secret, so no other signed value can pass for a device cookie.
const keyFor = (secret: string) => sign(secret, 'loan-partner:device-cookie:v1')
const loginTag = (key: string, login: string) => sign(key, `login:${normalLogin(login)}`).slice(0, 22)

export function issueDeviceCookie(secret: string, login: string): string {
  const key = keyFor(secret)
  const body = `${loginTag(key, login)}.${randomBytes(16).toString('base64url')}`
  return `${body}.${sign(key, body)}`
}

/** The device's id (its nonce) when the cookie is genuine and was issued for this login; otherwise null. */
export function verifyDeviceCookie(secret: string, value: string, login: string): string | null {
  const [tag, nonce, mac, ...rest] = value.split('.')
  if (!tag || !nonce || !mac || rest.length > 0) return null
  const key = keyFor(secret)
  if (!safeEqual(mac, sign(key, `${tag}.${nonce}`))) return null
  return safeEqual(tag, loginTag(key, login)) ? nonce : null
}

/** A fresh device cookie after each successful sign-in, under both sign-in paths. */
export function setDeviceCookie(res: Response, secret: string, login: string, secure: boolean): void {
  const value = issueDeviceCookie(secret, login)
  for (const path of DEVICE_COOKIE_PATHS) {
    res.cookie(DEVICE_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, path, maxAge: DEVICE_COOKIE_MAX_AGE_MS })
  }
}

/** The id of the device this request comes from, when it holds a valid device cookie for `login`. */
export function trustedDevice(req: Request, secret: string, login: string): string | null {
  for (const value of cookieValues(req, DEVICE_COOKIE)) {
    const device = verifyDeviceCookie(secret, value, login)
    if (device) return device
  }
  return null
}

// Every value sent under the name: a browser may hold one per path.
function cookieValues(req: Request, name: string): string[] {
  const values: string[] = []
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k !== name) continue
    try {
      values.push(decodeURIComponent(v.join('=')))
    } catch {
      // a malformed value is no device cookie
    }
  }
  return values
}
