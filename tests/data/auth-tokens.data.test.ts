import { afterEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { bootstrapAdmin } from '#src/features/admin-auth/admin-account.service.server'
import { findCredentialEpoch } from '#src/features/admin-auth/admin-auth.repo.server'
import { API_TOKEN_TTL_S, issueApiToken, issueDisplayToken, revokeApiTokens, verifyApiToken } from '#src/server/auth-tokens.server'

const ADMIN = 'admin@loanpartner.in'
const secret = 'a-session-secret-that-is-long-enough-for-tests'

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

describe.each(engines)('API bearer tokens on %s', (kind) => {
  test('a fresh token names the admin for one hour; the database keeps only its hash', async () => {
    current = await openTestDb(kind)
    const { db } = current
    const now = Date.UTC(2026, 10, 25, 12)
    const token = await issueApiToken(db, 'Admin@LoanPartner.in', now)
    expect(token).toMatch(/^lpat_[A-Za-z0-9_-]{43}$/)
    expect(await verifyApiToken(db, token, now)).toBe(ADMIN)
    expect(await verifyApiToken(db, token, now + (API_TOKEN_TTL_S - 1) * 1000)).toBe(ADMIN)
    expect(await verifyApiToken(db, token, now + API_TOKEN_TTL_S * 1000)).toBeNull()
    const rows = await db('admin_api_tokens').select('token_hash', 'admin_email', 'expires_at')
    expect(rows).toEqual([
      { token_hash: expect.stringMatching(/^[0-9a-f]{64}$/), admin_email: ADMIN, expires_at: '2026-11-25T13:00:00.000Z' },
    ])
    expect(JSON.stringify(rows)).not.toContain(token.slice(5))
    // The next token clears the expired ones.
    await issueApiToken(db, ADMIN, now + 2 * API_TOKEN_TTL_S * 1000)
    expect((await db('admin_api_tokens').select('expires_at')).map((r) => r.expires_at)).toEqual(['2026-11-25T15:00:00.000Z'])
  })

  test('unknown, altered, display and old signed tokens are refused', async () => {
    current = await openTestDb(kind)
    const { db } = current
    const token = await issueApiToken(db, ADMIN)
    // A character in the middle: the last one may hold only base64url padding bits.
    const mid = Math.floor(token.length / 2)
    const flip = token.slice(0, mid) + (token[mid] === 'A' ? 'B' : 'A') + token.slice(mid + 1)
    for (const bad of [
      flip,
      `lpat_${'A'.repeat(43)}`,
      issueDisplayToken(secret, ADMIN),
      'eyJhbGciOiJIUzI1NiJ9.e30.x',
      '',
      `${token}${'x'.repeat(100)}`,
    ]) {
      expect([bad, await verifyApiToken(db, bad)]).toEqual([bad, null])
    }
  })

  test("revoking ends every token of that admin and no one else's", async () => {
    current = await openTestDb(kind)
    const { db } = current
    const [a, b, other] = [await issueApiToken(db, ADMIN), await issueApiToken(db, ADMIN), await issueApiToken(db, 'second@loanpartner.in')]
    expect(await revokeApiTokens(db, 'ADMIN@loanpartner.in')).toBe(2)
    expect([await verifyApiToken(db, a), await verifyApiToken(db, b), await verifyApiToken(db, other)]).toEqual([
      null,
      null,
      'second@loanpartner.in',
    ])
  })

  test('a new admin password revokes the tokens and moves the credential epoch on; starting again with the same password does not', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'first-password-0123' })
    const token = await issueApiToken(db, ADMIN)
    expect(await bootstrapAdmin(db, { email: ADMIN, password: 'first-password-0123' })).toEqual({ action: 'kept' })
    expect(await verifyApiToken(db, token)).toBe(ADMIN)
    const epoch = await findCredentialEpoch(db, ADMIN)
    expect(await bootstrapAdmin(db, { email: ADMIN, password: 'second-password-456' })).toEqual({ action: 'configured', email: ADMIN })
    expect(await verifyApiToken(db, token)).toBeNull()
    expect(await findCredentialEpoch(db, ADMIN)).toBe(epoch! + 1)
  })
})
