import { describe, expect, test } from 'vitest'
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

  test('another secret, a changed id, a flash-style signature or garbage are refused', () => {
    const token = issueTrackToken(secret, 42, now)
    const [body, sig] = token.split('.') as [string, string]
    const other = Buffer.from(JSON.stringify({ a: 43, exp: now + TOKEN_TTL_MS })).toString('base64url')
    expect(readTrackToken('another-secret-that-is-long-enough-01234', token, now)).toBeNull()
    expect(readTrackToken(secret, `${other}.${sig}`, now)).toBeNull()
    expect(readTrackToken(secret, `${body}.${sig}.x`, now)).toBeNull()
    for (const junk of ['', '.', 'abc', 42, null, undefined, ['a'], 'x'.repeat(500)]) expect(readTrackToken(secret, junk, now)).toBeNull()
  })

  test('carries neither a reference nor a date of birth', () => {
    const body = Buffer.from(issueTrackToken(secret, 7, now).split('.')[0]!, 'base64url').toString('utf8')
    expect(JSON.parse(body)).toEqual({ a: 7, exp: now + TOKEN_TTL_MS })
  })
})
