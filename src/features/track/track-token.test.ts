import { describe, expect, test } from 'vitest'
import { seal, unseal } from '#src/server/sealed.server'
import { issueTrackToken, readTrackToken, TOKEN_TTL_MS } from './track-token.server'

const secret = 'a-session-secret-that-is-long-enough-0123'
const now = 1_800_000_000_000

describe('the look-up token', () => {
  test('names the application it was issued for until it expires', () => {
    const token = issueTrackToken(secret, 42, now)
    expect(readTrackToken(secret, token, now)).toBe(42)
    expect(readTrackToken(secret, token, now + TOKEN_TTL_MS)).toBe(42)
    expect(readTrackToken(secret, token, now + TOKEN_TTL_MS + 1)).toBeNull()
  })

  test('another secret, a changed token, a flash sealed by the site or garbage are refused', () => {
    const token = issueTrackToken(secret, 42, now)
    const [v, iv, body, tag] = token.split('.') as [string, string, string, string]
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1)
    const flash = seal(secret, 'flash', JSON.stringify({ a: 43, exp: now + TOKEN_TTL_MS }))
    expect(readTrackToken('another-secret-that-is-long-enough-01234', token, now)).toBeNull()
    expect(readTrackToken(secret, `${v}.${iv}.${flip(body)}.${tag}`, now)).toBeNull()
    expect(readTrackToken(secret, `${token}.x`, now)).toBeNull()
    expect(readTrackToken(secret, flash, now)).toBeNull()
    for (const junk of ['', '.', 'abc', 42, null, undefined, ['a'], 'x'.repeat(500)]) expect(readTrackToken(secret, junk, now)).toBeNull()
  })

  test('carries neither a reference nor a date of birth, and its contents cannot be read without the secret', () => {
    const token = issueTrackToken(secret, 7, now)
    expect(JSON.parse(unseal(secret, 'track-token', token)!)).toEqual({ a: 7, exp: now + TOKEN_TTL_MS })
    expect(Buffer.from(token.split('.')[2]!, 'base64url').toString('latin1')).not.toContain('"a"')
  })
})
