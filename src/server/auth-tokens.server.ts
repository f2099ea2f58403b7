import { createHash, createHmac, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'

// Two kinds of token (docs/decisions/050, 157):
// - the API bearer token from admin-login: 32 random bytes, opaque, 1 hour. The database keeps only
//   its SHA-256, and every check reads the database, so a logout, a password change or switching
//   two-factor off revokes it at once in every process;
// - the display token kept in localStorage: signed, carries the e-mail for the browser, never accepted.

export const API_TOKEN_TTL_S = 60 * 60
/** Every API token starts so, which tells it apart from the display token and from old signed tokens. */
export const API_TOKEN_PREFIX = 'lpat_'

const TABLE = 'admin_api_tokens'

const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
const iso = (ms: number) => new Date(ms).toISOString()

/** A fresh API token for the admin; expired tokens of every admin are cleared on the way. */
export async function issueApiToken(db: Knex, email: string, now = Date.now()): Promise<string> {
  const token = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`
  await db(TABLE).where('expires_at', '<=', iso(now)).del()
  await db(TABLE).insert({
    token_hash: tokenHash(token),
    admin_email: email.toLowerCase(),
    created_at: iso(now),
    expires_at: iso(now + API_TOKEN_TTL_S * 1000),
  })
  return token
}

/** The admin e-mail of a live API token, or null: unknown, revoked and expired tokens alike. */
export async function verifyApiToken(db: Knex, token: string, now = Date.now()): Promise<string | null> {
  if (!token.startsWith(API_TOKEN_PREFIX) || token.length > 100) return null
  const row = await db(TABLE)
    .select<{ admin_email: string }[]>('admin_email')
    .where({ token_hash: tokenHash(token) })
    .andWhere('expires_at', '>', iso(now))
    .first()
  return row?.admin_email ?? null
}

/** Revokes every API token of the admin (logout, a password change, two-factor on or off); returns how many. */
export function revokeApiTokens(db: Knex, email: string): Promise<number> {
  return db(TABLE).where({ admin_email: email.toLowerCase() }).del()
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

export function issueDisplayToken(secret: string, email: string, now = Date.now()): string {
  const key = createHmac('sha256', secret).update('loan-partner:display-token:v1').digest()
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ email, purpose: 'display', iat: Math.floor(now / 1000) })}`
  return `${head}.${createHmac('sha256', key).update(head).digest('base64url')}`
}
