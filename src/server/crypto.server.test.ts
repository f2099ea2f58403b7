import { createCipheriv, createHash, randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { CryptoError, decrypt, encrypt, hashPassword, keyedHash, keyIdOf, keyRing, verifyPassword } from './crypto.server'

const key = randomBytes(32)
const ring = keyRing(key)

/** A value as the first release sealed it: v1.<iv>.<tag>.<ciphertext>, no key id (docs/decisions/004). */
function sealV1(k: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', k, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body].map((b) => (typeof b === 'string' ? b : b.toString('base64url'))).join('.')
}

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (err) {
    return err instanceof CryptoError ? err.code : `not a CryptoError: ${String(err)}`
  }
  return 'no error'
}

describe('personal data encryption (AES-256-GCM)', () => {
  test('a PAN comes back exactly, and the sealed text does not contain it', () => {
    const sealed = encrypt(ring, 'ABCDE1234F')
    expect(sealed).not.toContain('ABCDE1234F')
    expect(decrypt(ring, sealed)).toBe('ABCDE1234F')
  })

  test('a sealed value is v2 and names its key by the first 8 hex characters of the key’s SHA-256', () => {
    const sealed = encrypt(ring, 'ABCDE1234F')
    const kid = createHash('sha256').update(key).digest('hex').slice(0, 8)
    expect(sealed.split('.')).toHaveLength(5)
    expect(sealed.startsWith(`v2.${kid}.`)).toBe(true)
    expect(ring.current.id).toBe(kid)
    expect(keyIdOf(sealed)).toBe(kid)
  })

  test('the same PAN seals differently each time, but hashes the same for look-ups', () => {
    expect(encrypt(ring, 'ABCDE1234F')).not.toBe(encrypt(ring, 'ABCDE1234F'))
    expect(keyedHash(key, 'ABCDE1234F')).toBe(keyedHash(key, 'ABCDE1234F'))
    expect(keyedHash(randomBytes(32), 'ABCDE1234F')).not.toBe(keyedHash(key, 'ABCDE1234F'))
  })

  test('a tampered ciphertext or a wrong key is refused with a code', () => {
    const sealed = encrypt(ring, 'ABCDE1234F')
    const parts = sealed.split('.')
    parts[4] = Buffer.from('XXXXXXXXXX').toString('base64url')
    expect(codeOf(() => decrypt(ring, parts.join('.')))).toBe('ERR_CIPHERTEXT_AUTH')
    expect(codeOf(() => decrypt(ring, 'plain text'))).toBe('ERR_CIPHERTEXT_FORMAT')
    expect(codeOf(() => decrypt(ring, sealV1(randomBytes(32), 'ABCDE1234F')))).toBe('ERR_CIPHERTEXT_AUTH')
  })

  test('a value sealed under a key the ring does not hold fails with ERR_DATA_KEY_UNKNOWN', () => {
    const sealed = encrypt(keyRing(randomBytes(32)), 'ABCDE1234F')
    expect(codeOf(() => decrypt(ring, sealed))).toBe('ERR_DATA_KEY_UNKNOWN')
  })

  test('after rotation the new key encrypts, and a value sealed under the retired key still opens', () => {
    const oldKey = randomBytes(32)
    const underOld = encrypt(keyRing(oldKey), 'PQRST6789K')
    const rotated = keyRing(randomBytes(32), [oldKey])
    expect(decrypt(rotated, underOld)).toBe('PQRST6789K')
    const fresh = encrypt(rotated, 'PQRST6789K')
    expect(keyIdOf(fresh)).toBe(rotated.current.id)
    expect(keyIdOf(fresh)).not.toBe(keyIdOf(underOld))
    expect(codeOf(() => decrypt(keyRing(oldKey), fresh))).toBe('ERR_DATA_KEY_UNKNOWN')
  })

  test('a v1 value (no key id) opens under the current key or under a retired one', () => {
    const other = randomBytes(32)
    expect(keyIdOf(sealV1(key, 'ABCDE1234F'))).toBeNull()
    expect(decrypt(ring, sealV1(key, 'ABCDE1234F'))).toBe('ABCDE1234F')
    expect(decrypt(keyRing(other, [key]), sealV1(key, 'ABCDE1234F'))).toBe('ABCDE1234F')
    expect(decrypt(keyRing(key, [other]), sealV1(other, 'VWXYZ9876A'))).toBe('VWXYZ9876A')
  })

  test('a ring drops a retired key equal to the current one and refuses a key of the wrong length', () => {
    const other = randomBytes(32)
    const r = keyRing(key, [key, other, other])
    expect(r.retired.map((k) => k.id)).toEqual([keyRing(other).current.id])
    expect(codeOf(() => keyRing(randomBytes(16)))).toBe('ERR_DATA_KEY_LENGTH')
  })
})

describe('admin passwords (scrypt)', () => {
  test('the right password verifies and a wrong one does not', async () => {
    const stored = await hashPassword('correct horse')
    expect(stored).not.toContain('correct horse')
    expect(await verifyPassword('correct horse', stored)).toBe(true)
    expect(await verifyPassword('correct horsf', stored)).toBe(false)
    expect(await verifyPassword('anything', 'not-a-hash')).toBe(false)
  })
})
