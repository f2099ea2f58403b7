import { createHash, randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'
import { Secret, TOTP } from 'otpauth'
import QRCode from 'qrcode'

// TOTP as RFC 6238 and every authenticator app know it: SHA-1, 6 digits, 30 seconds, one step of
// clock drift either way (docs/decisions/155). The library does the maths; this module picks the
// settings, draws the QR code on the server and makes the recovery codes.

export const TOTP_PERIOD_S = 30
const TOTP_DIGITS = 6
/** Steps accepted before and after the current one: a phone clock 30 s off still works. */
const TOTP_WINDOW = 1

export const RECOVERY_CODE_COUNT = 10
// No 0/o, 1/l/i: a code copied from paper is read back without doubt.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'

/** A new secret of 20 random bytes (RFC 4226's recommended length), as base32 text. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32
}

function totp(secret: string, label = 'admin', issuer = 'Loan Partner'): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: TOTP_DIGITS, period: TOTP_PERIOD_S, secret: Secret.fromBase32(secret) })
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function otpauthUri(secret: string, email: string, issuer: string): string {
  return totp(secret, email, issuer).toString()
}

/** The QR code of `uri`, drawn here as SVG: no image service ever sees the secret. */
export function qrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
}

/** The time step a six-digit code is valid for (within the window), or null. */
export function totpStep(secret: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s/g, '')
  if (!/^\d{6}$/.test(token)) return null
  const delta = totp(secret).validate({ token, timestamp: now, window: TOTP_WINDOW })
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_S) + delta
}

/** The code for `now`: tests and scripts only; the server never shows one. */
export function totpCode(secret: string, now = Date.now()): string {
  return totp(secret).generate({ timestamp: now })
}

/** Ten codes such as `k7mqp-x3rtn`, about 49 bits each. */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => `${part()}-${part()}`)
}

/** A typed recovery code in its stored form: lower case, without spaces or dashes. */
export function isRecoveryCodeShape(code: string): boolean {
  return /^[a-z0-9]{10}$/.test(normalRecoveryCode(code))
}

const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '')

const scryptAsync = promisify(scrypt) as (data: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>
// About 10 ms a code: a code has about 49 bits, so guessing one from a copy of the table costs
// thousands of CPU-years, and a sign-in compares at most ten (docs/decisions/198).
const RECOVERY_KDF = { N: 4096, r: 8, p: 1 }
const KDF_VERSION = 's1'

/** The code's unsalted SHA-256, as the first release stored it; now only the salted hash's input. */
export function recoveryCodeDigest(code: string): string {
  return createHash('sha256')
    .update(`recovery:${normalRecoveryCode(code)}`)
    .digest('hex')
}

/** A digest stored by the first release: 64 hex characters, no salt. */
export const isUnsaltedRecoveryHash = (stored: string) => /^[0-9a-f]{64}$/.test(stored)

/** What the database keeps of a digest: `s1.<salt>.<scrypt>`, with a salt of its own (docs/decisions/198). */
export async function saltRecoveryDigest(digest: string, salt = randomBytes(12)): Promise<string> {
  const hash = await scryptAsync(digest, salt, 24, RECOVERY_KDF)
  return [KDF_VERSION, salt.toString('base64url'), hash.toString('base64url')].join('.')
}

/** What the database keeps of a recovery code. */
export const hashRecoveryCode = (code: string): Promise<string> => saltRecoveryDigest(recoveryCodeDigest(code))

/** Whether a typed code is the one a stored hash was made from. */
export async function recoveryCodeMatches(code: string, stored: string): Promise<boolean> {
  const [version, salt, hash, extra] = stored.split('.')
  if (version !== KDF_VERSION || !salt || !hash || extra !== undefined) return false
  const expected = Buffer.from(hash, 'base64url')
  const actual = await scryptAsync(recoveryCodeDigest(code), Buffer.from(salt, 'base64url'), expected.length, RECOVERY_KDF)
  return timingSafeEqual(expected, actual)
}
