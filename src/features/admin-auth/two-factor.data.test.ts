import { createHash } from 'node:crypto'
import { afterEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { issueApiToken, verifyApiToken } from '#src/server/auth-tokens.server'
import { listAudit } from '#src/server/audit.server'
import { keyIdOf, keyRing } from '#src/server/crypto.server'
import { bootstrapAdmin } from './admin-account.service.server'
import { totpCode } from './totp.server'
import { twoFactorMessages } from '#src/shared/two-factor'
import {
  checkSecondFactor,
  confirmEnrolment,
  resealTotpSecrets,
  saltRecoveryCodeHashes,
  startEnrolment,
  switchOff,
  twoFactorIsOn,
  twoFactorPage,
} from './two-factor.service.server'

const ADMIN = 'admin@loanpartner.in'
const ring = keyRing(Buffer.alloc(32, 7))
const page = (db: TestDb['db']) => twoFactorPage(db, ring, ADMIN, { issuer: 'Loan Partner', nudge: true, required: false })
const at = (iso: string) => new Date(iso)
/** A recovery code as the first release stored it: sha256('recovery:' + code), unsalted. */
const bare = (code: string) =>
  createHash('sha256')
    .update(`recovery:${code.replace('-', '')}`)
    .digest('hex')

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

async function enrolled(db: TestDb['db'], when: Date) {
  await startEnrolment(db, ring, ADMIN, when)
  const secret = (await page(db)).enrolment!.secret
  const { codes } = await confirmEnrolment(db, ring, ADMIN, totpCode(secret, when.getTime()), when)
  return { secret, codes }
}

describe.each(engines)('two-factor sign-in on %s', (kind) => {
  test('enrolment keeps the secret encrypted, switches on only with a right code, and hands out ten recovery codes stored as salted hashes', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    expect(await page(db)).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, enrolment: null, required: false, nudge: true })

    const t0 = at('2026-11-25T12:00:00Z')
    await startEnrolment(db, ring, ADMIN, t0)
    const pending = await page(db)
    const secret = pending.enrolment!.secret
    expect(pending.enrolment!.qrSvg).toContain('<svg')
    const row = await db('admins').where({ email: ADMIN }).first()
    expect(row.totp_secret).toMatch(/^v2\./)
    expect(row.totp_secret).not.toContain(secret)

    await expect(confirmEnrolment(db, ring, ADMIN, '000000', t0)).rejects.toMatchObject({
      kind: 'invalid',
      errors: { code: twoFactorMessages.enrolCodeWrong },
    })
    expect(await twoFactorIsOn(db, ADMIN)).toBe(false)
    const token = await issueApiToken(db, ADMIN)
    const { codes } = await confirmEnrolment(db, ring, ADMIN, totpCode(secret, t0.getTime()), t0)
    expect(codes).toHaveLength(10)
    expect(await twoFactorIsOn(db, ADMIN)).toBe(true)
    expect(await page(db)).toMatchObject({
      enabled: true,
      enabledAt: t0.toISOString(),
      recoveryCodesLeft: 10,
      enrolment: null,
      nudge: false,
    })
    const stored = (await db('admin_recovery_codes').select('code_hash')).map((r) => r.code_hash)
    expect(stored).toHaveLength(10)
    expect(stored.some((h: string) => codes!.some((c) => h.includes(c.replace('-', ''))))).toBe(false)
    // Salted, one by one: never the bare SHA-256 of a code (issue 39, finding 10).
    expect(stored.filter((h: string) => codes.some((c) => h === bare(c)))).toEqual([])
    expect(stored.every((h: string) => /^s1\./.test(h))).toBe(true)
    // A token from before, handed out on the password alone, is gone.
    expect(await verifyApiToken(db, token)).toBeNull()
    // A second "start" while on changes nothing.
    await startEnrolment(db, ring, ADMIN)
    expect((await db('admins').where({ email: ADMIN }).first()).totp_secret).toBe(row.totp_secret)
  })

  test('a code counts once, a recovery code once, and each use of a recovery code is audited', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    const t0 = at('2026-11-25T12:00:00Z')
    const { secret, codes } = await enrolled(db, t0)
    // The code used to switch on cannot sign in; the next step's code can, once.
    expect(await checkSecondFactor(db, ring, ADMIN, totpCode(secret, t0.getTime()), t0)).toBeNull()
    const t1 = at('2026-11-25T12:00:31Z')
    expect(await checkSecondFactor(db, ring, ADMIN, totpCode(secret, t1.getTime()), t1)).toBe('totp')
    expect(await checkSecondFactor(db, ring, ADMIN, totpCode(secret, t1.getTime()), t1)).toBeNull()

    expect(await checkSecondFactor(db, ring, ADMIN, codes[3]!.toUpperCase(), t1)).toBe('recovery')
    expect(await checkSecondFactor(db, ring, ADMIN, codes[3]!, t1)).toBeNull()
    expect(await checkSecondFactor(db, ring, ADMIN, 'abcde-fghjk', t1)).toBeNull()
    expect((await page(db)).recoveryCodesLeft).toBe(9)
    const audit = await listAudit(db, { limit: 10, offset: 0 })
    expect(audit.map((r) => [r.action, r.details])).toEqual([
      ['admin.two_factor_recovery_used', JSON.stringify({ left: 9 })],
      ['admin.two_factor_on', JSON.stringify({ recoveryCodes: 10 })],
    ])
  })

  test('switching off needs a code, then forgets the secret and the recovery codes and revokes the API tokens', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    const t0 = at('2026-11-25T12:00:00Z')
    const { secret } = await enrolled(db, t0)
    const t1 = at('2026-11-25T12:01:00Z')
    const token = await issueApiToken(db, ADMIN)
    await expect(switchOff(db, ring, ADMIN, '123456', t1)).rejects.toMatchObject({
      kind: 'invalid',
      errors: { code: twoFactorMessages.codeWrong },
    })
    expect(await twoFactorIsOn(db, ADMIN)).toBe(true)
    await switchOff(db, ring, ADMIN, totpCode(secret, t1.getTime()), t1)
    expect(await twoFactorIsOn(db, ADMIN)).toBe(false)
    expect(await verifyApiToken(db, token)).toBeNull()
    expect(await db('admin_recovery_codes').select('id')).toEqual([])
    expect((await db('admins').where({ email: ADMIN }).first()).totp_secret).toBeNull()
    const [last] = await listAudit(db, { limit: 1, offset: 0 })
    expect([last!.action, JSON.parse(last!.details!)]).toEqual(['admin.two_factor_off', { factor: 'totp', apiTokensRevoked: 1 }])
  })
})

describe.each(engines)('two-factor secrets and data key rotation on %s', (kind) => {
  test('a secret sealed under a retired key is sealed again under the current one, and still gives the same codes', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    const t0 = at('2026-11-25T12:00:00Z')
    const { secret, codes } = await enrolled(db, t0)
    const sealed = async () => (await db('admins').where({ email: ADMIN }).first()).totp_secret as string
    expect(await resealTotpSecrets(db, ring)).toEqual({ resealed: 0, unreadable: 0 })

    const rotated = keyRing(Buffer.alloc(32, 9), [ring.current.key])
    expect(await resealTotpSecrets(db, rotated)).toEqual({ resealed: 1, unreadable: 0 })
    expect(keyIdOf(await sealed())).toBe(rotated.current.id)
    const t1 = at('2026-11-25T12:00:30Z')
    // Only the new key is left: the code still works.
    expect(await checkSecondFactor(db, keyRing(Buffer.alloc(32, 9)), ADMIN, totpCode(secret, t1.getTime()), t1)).toBe('totp')

    // A ring that cannot open it: the start goes on, and a recovery code still signs in.
    const lost = keyRing(Buffer.alloc(32, 3))
    expect(await resealTotpSecrets(db, lost)).toEqual({ resealed: 0, unreadable: 1 })
    expect(await checkSecondFactor(db, lost, ADMIN, totpCode(secret, t1.getTime() + 30_000), t1)).toBeNull()
    expect(await checkSecondFactor(db, lost, ADMIN, codes[0]!, t1)).toBe('recovery')
  })

  test('recovery codes the first release stored as bare SHA-256 are salted at start, and each still signs in once', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    const t0 = at('2026-11-25T12:00:00Z')
    const { codes } = await enrolled(db, t0)
    await db('admin_recovery_codes').where({ admin_email: ADMIN }).del()
    await db('admin_recovery_codes').insert(codes.map((c) => ({ admin_email: ADMIN, code_hash: bare(c), created_at: t0.toISOString() })))

    expect(await saltRecoveryCodeHashes(db)).toBe(10)
    expect(await saltRecoveryCodeHashes(db)).toBe(0)
    const stored = (await db('admin_recovery_codes').select('code_hash')).map((r: { code_hash: string }) => r.code_hash)
    expect(stored.filter((h) => codes.some((c) => h === bare(c)))).toEqual([])
    expect(new Set(stored).size).toBe(10)
    expect(await checkSecondFactor(db, ring, ADMIN, codes[5]!, t0)).toBe('recovery')
    expect(await checkSecondFactor(db, ring, ADMIN, codes[5]!, t0)).toBeNull()
  })
})
