import { createHmac } from 'node:crypto'
import { safeEqual } from './crypto.server'

// Two kinds of signed token, each with its own key derived from the session secret, so one can
// never stand in for the other (docs/decisions/050):
// - the API bearer token from admin-login: HS256, 1 hour, accepted on admin API calls;
// - the display token kept in localStorage: carries the e-mail for the browser, never accepted.

export const API_TOKEN_TTL_S = 60 * 60

type Purpose = 'api' | 'display'

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

function keyFor(secret: string, purpose: Purpose): Buffer {
  return createHmac('sha256', secret).update(`loan-partner:${purpose}-token:v1`).digest()
}

function signToken(secret: string, purpose: Purpose, payload: object): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(payload)}`
  const mac = createHmac('sha256', keyFor(secret, purpose)).update(head).digest('base64url')
  return `${head}.${mac}`
}

export function issueApiToken(secret: string, email: string, now = Date.now()): string {
  const iat = Math.floor(now / 1000)
  return signToken(secret, 'api', { sub: email, purpose: 'api', iat, exp: iat + API_TOKEN_TTL_S })
}

export function issueDisplayToken(secret: string, email: string, now = Date.now()): string {
  return signToken(secret, 'display', { email, purpose: 'display', iat: Math.floor(now / 1000) })
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : null
  } catch {
    return null
  }
}

/** The admin e-mail of a valid API token, or null: checks the algorithm, the signature, the purpose and the expiry. */
export function verifyApiToken(secret: string, token: string, now = Date.now()): string | null {
  const parts = token.split('.')
  if (parts.length !== 3) return null
  const [head, body, mac] = parts as [string, string, string]
  const header = parseJson(head)
  if (header?.alg !== 'HS256' || header.typ !== 'JWT') return null
  const expected = createHmac('sha256', keyFor(secret, 'api')).update(`${head}.${body}`).digest('base64url')
  if (!safeEqual(mac, expected)) return null
  const payload = parseJson(body)
  if (payload?.purpose !== 'api' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null
  return payload.exp * 1000 > now ? payload.sub : null
}
