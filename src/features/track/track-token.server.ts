import { safeEqual, sign } from '../../server/crypto.server'

// Proof of a successful look-up on /track, carried in a hidden field by the page's request forms
// (docs/decisions/100): the application's id and an expiry, signed. It holds neither the reference
// nor the date of birth, and it dies after TOKEN_TTL_MS, so a page left open cannot act for long.

export const TOKEN_TTL_MS = 15 * 60_000

// Its own purpose prefix, so no other signed value of the site (flash, device cookie) can pass for one.
const mac = (secret: string, body: string) => sign(secret, `track-token:${body}`)

export function issueTrackToken(secret: string, applicationId: number, now = Date.now()): string {
  const body = Buffer.from(JSON.stringify({ a: applicationId, exp: now + TOKEN_TTL_MS })).toString('base64url')
  return `${body}.${mac(secret, body)}`
}

/** The application id a valid, unexpired token names, or null. */
export function readTrackToken(secret: string, token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const [body, sig, extra] = token.split('.')
  if (!body || !sig || extra !== undefined || !safeEqual(sig, mac(secret, body))) return null
  try {
    const data = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { a?: unknown; exp?: unknown }
    if (typeof data.a !== 'number' || !Number.isSafeInteger(data.a) || typeof data.exp !== 'number' || data.exp < now) return null
    return data.a
  } catch {
    return null
  }
}
