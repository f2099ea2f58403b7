import { createHmac } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import { derivedKey, seal, unseal } from './sealed.server'

const SECRET = 'a-session-secret-that-is-long-enough-0123456'

describe('sealed values', () => {
  test('a value sealed for a purpose opens for that purpose alone, and only under the same secret', () => {
    const sealed = seal(SECRET, 'flash', 'Application LP-2611-7K3M9Q received')
    expect(unseal(SECRET, 'flash', sealed)).toBe('Application LP-2611-7K3M9Q received')
    expect(unseal(SECRET, 'track-token', sealed)).toBeNull()
    expect(unseal(SECRET, 'device-cookie', sealed)).toBeNull()
    expect(unseal('another-secret-that-is-long-enough-0123456', 'flash', sealed)).toBeNull()
    // Nothing of the value can be read from the sealed text.
    expect(sealed).not.toContain('LP-2611')
    expect(Buffer.from(sealed.split('.')[2]!, 'base64url').toString('latin1')).not.toContain('LP-2611')
    // Each seal is fresh: the same value never gives the same text twice.
    expect(seal(SECRET, 'flash', 'x')).not.toBe(seal(SECRET, 'flash', 'x'))
  })

  test('a tampered, truncated, extended or foreign value opens to nothing', () => {
    const sealed = seal(SECRET, 'flash', '{"message":"ok"}')
    const parts = sealed.split('.')
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    const bad = [
      parts.map((p, i) => (i === 2 ? flip(p) : p)).join('.'),
      parts.map((p, i) => (i === 3 ? flip(p) : p)).join('.'),
      parts.slice(0, 3).join('.'),
      `${sealed}.x`,
      `s2.${parts.slice(1).join('.')}`,
      '',
      '%E0%A4%A',
      'x'.repeat(5000),
      42,
      null,
      undefined,
    ]
    for (const value of bad) expect([value, unseal(SECRET, 'flash', value)]).toEqual([value, null])
  })

  test("the keys are derived from the session secret with HKDF: none is the secret or express-session's HMAC key", () => {
    const sealing = derivedKey(SECRET, 'sealed-values')
    const csrf = derivedKey(SECRET, 'csrf')
    expect(sealing).toHaveLength(32)
    expect(sealing.equals(csrf)).toBe(false)
    expect(sealing.equals(Buffer.from(SECRET).subarray(0, 32))).toBe(false)
    // The CSRF token's HMAC under the derived key differs from one under the secret itself.
    const id = 'session-id'
    expect(createHmac('sha256', csrf).update(id).digest('hex')).not.toBe(createHmac('sha256', SECRET).update(id).digest('hex'))
    expect(derivedKey(SECRET, 'csrf').equals(csrf)).toBe(true)
  })
})
