import { randomBytes } from 'node:crypto'
import type { Request, Response } from 'express'
import { cookieValues } from '#src/server/cookies.server'
import { safeEqual, sign } from '#src/server/crypto.server'
import { derivedKey, seal, unseal } from '#src/server/sealed.server'

// OWASP's device cookie (docs/decisions/081): a browser that signed in before carries a sealed
// `<login>.<nonce>` (docs/decisions/151) and is trusted for that login. The login is a keyed hash of
// the e-mail, so the cookie does not hold the address itself; the nonce names the device.

export const DEVICE_COOKIE = 'lp.device'
/** The form posts under /admin; API clients sign in at the JSON login. Nothing else needs it. */
export const DEVICE_COOKIE_PATHS = ['/admin', '/api/v1/admin/admin-login'] as const
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000

/** The form of a login that counters and cookies use: trimmed, lower case, at most 254 characters. */
export function normalLogin(login: string): string {
  return login.trim().toLowerCase().slice(0, 254)
}

// A keyed hash of the login under its own derived key, so the tag tells nothing without the secret.
const loginTag = (secret: string, login: string) => sign(derivedKey(secret, 'device-login'), `login:${normalLogin(login)}`).slice(0, 22)

export function issueDeviceCookie(secret: string, login: string): string {
  return seal(secret, 'device-cookie', `${loginTag(secret, login)}.${randomBytes(16).toString('base64url')}`)
}

/** The device's id (its nonce) when the cookie is genuine and was issued for this login; otherwise null. */
export function verifyDeviceCookie(secret: string, value: string, login: string): string | null {
  const opened = unseal(secret, 'device-cookie', value)
  const [tag, nonce, ...rest] = opened?.split('.') ?? []
  if (!tag || !nonce || rest.length > 0) return null
  return safeEqual(tag, loginTag(secret, login)) ? nonce : null
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
