import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import { promisify } from 'node:util'

const scryptAsync = promisify(scrypt) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16)
  const hash = await scryptAsync(password, salt, 32, SCRYPT)
  return `scrypt$${SCRYPT.N}$${salt.toString('base64')}$${hash.toString('base64')}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !n || !salt || !hash) return false
  const expected = Buffer.from(hash, 'base64')
  const actual = await scryptAsync(password, Buffer.from(salt, 'base64'), expected.length, { ...SCRYPT, N: Number(n) })
  return timingSafeEqual(expected, actual)
}

/** Decryption failures carry a code, so callers and logs can tell them apart without a message. */
export class CryptoError extends Error {
  constructor(
    readonly code: 'ERR_CIPHERTEXT_FORMAT' | 'ERR_DATA_KEY_UNKNOWN' | 'ERR_CIPHERTEXT_AUTH' | 'ERR_DATA_KEY_LENGTH',
    message: string,
  ) {
    super(message)
    this.name = 'CryptoError'
  }
}

/** A data key and its id: the first 8 hex characters of its SHA-256, written into every v2 ciphertext. */
export interface DataKey {
  id: string
  key: Buffer
}

/** The current key encrypts; retired keys only decrypt, until rotation is done (docs/decisions/080). */
export interface KeyRing {
  current: DataKey
  retired: DataKey[]
}

export function dataKey(key: Buffer): DataKey {
  if (key.length !== 32) throw new CryptoError('ERR_DATA_KEY_LENGTH', 'A data key is 32 bytes')
  return { id: createHash('sha256').update(key).digest('hex').slice(0, 8), key }
}

/** A ring of the current key and the retired ones; a retired key equal to the current one is dropped. */
export function keyRing(current: Buffer, retired: Buffer[] = []): KeyRing {
  const ring: KeyRing = { current: dataKey(current), retired: [] }
  for (const k of retired.map(dataKey)) {
    if (k.id !== ring.current.id && !ring.retired.some((r) => r.id === k.id)) ring.retired.push(k)
  }
  return ring
}

export const ringKeys = (ring: KeyRing): DataKey[] => [ring.current, ...ring.retired]

const b64 = (b: Buffer) => b.toString('base64url')

// AES-256-GCM for personal data at rest (docs/decisions/004, 080). Output:
// v2.<key id>.<iv>.<tag>.<ciphertext>, base64url; older values are v1.<iv>.<tag>.<ciphertext>.
export function encrypt(ring: KeyRing, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v2', ring.current.id, b64(iv), b64(cipher.getAuthTag()), b64(body)].join('.')
}

function open(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
  decipher.setAuthTag(Buffer.from(tag, 'base64url'))
  try {
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    throw new CryptoError('ERR_CIPHERTEXT_AUTH', 'The ciphertext does not open with this key (tampered, or another key)')
  }
}

export function decrypt(ring: KeyRing, sealed: string): string {
  const parts = sealed.split('.')
  if (parts[0] === 'v2' && parts.length === 5) {
    const [, kid, iv, tag, body] = parts as [string, string, string, string, string]
    const key = ringKeys(ring).find((k) => k.id === kid)
    if (!key) throw new CryptoError('ERR_DATA_KEY_UNKNOWN', `No data key with id ${kid} is configured (DATA_KEY, DATA_KEY_PREVIOUS)`)
    return open(key.key, iv, tag, body)
  }
  if (parts[0] === 'v1' && parts.length === 4) {
    // v1 carries no key id: the current key first, then the retired ones.
    const [, iv, tag, body] = parts as [string, string, string, string]
    let failure: unknown
    for (const k of ringKeys(ring)) {
      try {
        return open(k.key, iv, tag, body)
      } catch (err) {
        failure = err
      }
    }
    throw failure
  }
  throw new CryptoError('ERR_CIPHERTEXT_FORMAT', 'Unknown ciphertext format')
}

/** The key id a ciphertext names, or null for v1 (no id) and anything else. */
export function keyIdOf(sealed: string): string | null {
  const parts = sealed.split('.')
  return parts[0] === 'v2' && parts.length === 5 ? parts[1]! : null
}

/** A keyed hash for look-ups of encrypted values (same input, same hash; useless without the key). */
export function keyedHash(key: Buffer, value: string, purpose = 'lookup'): string {
  return createHmac('sha256', key).update(`${purpose}:${value}`).digest('hex')
}

export function sign(secret: string | Buffer, payload: string): string {
  return createHmac('sha256', secret).update(payload).digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}
