import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

// One primitive for every value the site hands a browser and must trust when it comes back: the flash
// message, the tracker's look-up token and the admin's device cookie (docs/decisions/151). A value is
// sealed with AES-256-GCM under a key derived from the session secret (HKDF, never express-session's
// key itself), with its purpose as associated data: a value sealed for one purpose cannot be opened
// as another, and a browser can neither read nor alter one.

/** Every purpose a sealed value may have; each names one kind of value. */
export type SealPurpose = 'flash' | 'track-token' | 'offers-pass' | 'device-cookie'

/** Other keys derived from the session secret; each names the one use its key has. */
export type KeyPurpose = 'sealed-values' | 'csrf' | 'device-login'

const derived = new Map<string, Buffer>()

/** A 32-byte key for one use, derived from the session secret with HKDF-SHA256 (computed once per secret). */
export function derivedKey(secret: string, purpose: KeyPurpose): Buffer {
  const id = `${purpose}\u0000${secret}`
  let key = derived.get(id)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', secret, 'loan-partner', `loan-partner:${purpose}:v1`, 32))
    derived.set(id, key)
  }
  return key
}

const VERSION = 's1'

/** Seals `value` for `purpose`: `s1.<iv>.<ciphertext>.<tag>`, base64url, safe in a cookie or a form field. */
export function seal(secret: string, purpose: SealPurpose, value: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', derivedKey(secret, 'sealed-values'), iv)
  cipher.setAAD(Buffer.from(purpose))
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()])
  return [VERSION, iv, body, cipher.getAuthTag()].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.')
}

/** The value sealed for `purpose`, or null for anything else: another purpose or key, tampered, misshapen, not a string. */
export function unseal(secret: string, purpose: SealPurpose, sealed: unknown): string | null {
  if (typeof sealed !== 'string' || sealed.length > 4096) return null
  const [version, iv, body, tag, extra] = sealed.split('.')
  if (version !== VERSION || !iv || body === undefined || !tag || extra !== undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', derivedKey(secret, 'sealed-values'), Buffer.from(iv, 'base64url'))
    decipher.setAAD(Buffer.from(purpose))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
