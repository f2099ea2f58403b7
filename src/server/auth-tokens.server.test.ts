import { describe, expect, test } from 'vitest'
import { API_TOKEN_TTL_S, issueApiToken, issueDisplayToken, verifyApiToken } from './auth-tokens.server'

const secret = 'a-session-secret-that-is-long-enough-for-tests'
const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))

describe('API bearer tokens', () => {
  test('a fresh token names the admin and lives one hour', () => {
    const now = Date.UTC(2026, 10, 21, 9)
    const token = issueApiToken(secret, 'admin@loanpartner.in', now)
    expect(verifyApiToken(secret, token, now)).toBe('admin@loanpartner.in')
    expect(verifyApiToken(secret, token, now + (API_TOKEN_TTL_S - 1) * 1000)).toBe('admin@loanpartner.in')
    expect(verifyApiToken(secret, token, now + API_TOKEN_TTL_S * 1000)).toBeNull()
  })

  test('a changed payload, another secret, alg none and the display token are all refused', () => {
    const token = issueApiToken(secret, 'admin@loanpartner.in')
    const [head, body, mac] = token.split('.') as [string, string, string]
    const tampered = Buffer.from(JSON.stringify({ ...decode(body), sub: 'evil@example.com' })).toString('base64url')
    expect(verifyApiToken(secret, `${head}.${tampered}.${mac}`)).toBeNull()
    expect(verifyApiToken('another-secret-another-secret-another', token)).toBeNull()
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')
    expect(verifyApiToken(secret, `${none}.${body}.`)).toBeNull()
    expect(verifyApiToken(secret, `${none}.${body}.${mac}`)).toBeNull()
    expect(verifyApiToken(secret, issueDisplayToken(secret, 'admin@loanpartner.in'))).toBeNull()
    expect(verifyApiToken(secret, 'not.a.token')).toBeNull()
  })

  test('the display token carries the e-mail for the browser to read', () => {
    const [, body] = issueDisplayToken(secret, 'admin@loanpartner.in').split('.') as [string, string]
    expect(decode(body)).toMatchObject({ email: 'admin@loanpartner.in', purpose: 'display' })
  })
})
