import { randomBytes } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { decrypt, encrypt, hashPassword, keyedHash, verifyPassword } from './crypto.server'

const key = randomBytes(32)

describe('personal data encryption (AES-256-GCM)', () => {
  test('a PAN comes back exactly, and the sealed text does not contain it', () => {
    const sealed = encrypt(key, 'ABCDE1234F')
    expect(sealed).not.toContain('ABCDE1234F')
    expect(decrypt(key, sealed)).toBe('ABCDE1234F')
  })

  test('the same PAN seals differently each time, but hashes the same for look-ups', () => {
    expect(encrypt(key, 'ABCDE1234F')).not.toBe(encrypt(key, 'ABCDE1234F'))
    expect(keyedHash(key, 'ABCDE1234F')).toBe(keyedHash(key, 'ABCDE1234F'))
    expect(keyedHash(randomBytes(32), 'ABCDE1234F')).not.toBe(keyedHash(key, 'ABCDE1234F'))
  })

  test('a tampered ciphertext or a wrong key is refused', () => {
    const sealed = encrypt(key, 'ABCDE1234F')
    const parts = sealed.split('.')
    parts[3] = Buffer.from('XXXXXXXXXX').toString('base64url')
    expect(() => decrypt(key, parts.join('.'))).toThrow()
    expect(() => decrypt(randomBytes(32), sealed)).toThrow()
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
