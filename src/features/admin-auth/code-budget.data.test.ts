import { afterEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { keyRing } from '#src/server/crypto.server'
import { bootstrapAdmin } from './admin-account.service.server'
import { codeBudget, CODE_GUESSES_PER_DAY, type CodeAttempt } from './code-budget.server'
import { totpCode } from './totp.server'
import { checkSecondFactor, confirmEnrolment, startEnrolment, twoFactorPage } from './two-factor.service.server'

// The code step's daily cap (issue 39, finding 9; docs/decisions/198), on a clock the test moves.
const ADMIN = 'admin@loanpartner.in'
const WINDOW = 15 * 60 * 1000
const ring = keyRing(Buffer.alloc(32, 7))

let current: TestDb | undefined
afterEach(async () => {
  await current?.close()
  current = undefined
})

describe.each(engines)('the code budget on %s', (kind) => {
  test('a day of wrong codes from unknown places leaves only a recovery code there; a known device goes on; the next day starts afresh', async () => {
    current = await openTestDb(kind)
    const { db } = current
    let now = Date.parse('2026-11-28T00:00:00Z')
    const budget = codeBudget(db, { limit: 5, windowMs: WINDOW, now: () => now })
    const stranger = (i: number): CodeAttempt => ({ email: ADMIN, ip: `198.51.100.${i}`, device: null })

    // Five a window, window after window, until the day's budget is spent: each was checked.
    const verdicts: string[] = []
    for (let i = 0; i < CODE_GUESSES_PER_DAY; i++) {
      if (i > 0 && i % 5 === 0) now += WINDOW
      verdicts.push(await budget.take(stranger(i)))
      await budget.failed(stranger(i))
    }
    expect(verdicts).toEqual(Array(CODE_GUESSES_PER_DAY).fill('open'))
    now += WINDOW
    expect(await budget.take(stranger(99))).toBe('recovery-only')
    // The admin's own browser, known for this account, still uses the app's codes.
    expect(await budget.take({ email: ADMIN, ip: '192.0.2.10', device: 'the-admins-laptop' })).toBe('open')
    // A right code is given back; it does not open the day again.
    await budget.succeeded(stranger(98))
    expect(await budget.take(stranger(97))).toBe('recovery-only')

    now += 24 * 60 * 60 * 1000
    expect(await budget.take(stranger(96))).toBe('open')
    await budget.failed(stranger(96))
    // One e-mail for the twenty wrong codes of the first hour, one for the next day's: never one a code, never a code in it.
    const alerts = await db('outbox').where({ kind: 'sign_in_codes_wrong', recipient: ADMIN }).select('payload')
    expect(alerts.map((r: { payload: string }) => Object.keys(JSON.parse(r.payload)))).toEqual([['at'], ['at']])
  })

  test('when only a recovery code will do, the right code from the app is refused and a recovery code signs in', async () => {
    current = await openTestDb(kind)
    const { db } = current
    await bootstrapAdmin(db, { email: ADMIN, password: 'a-password-0123' })
    const t0 = new Date('2026-11-28T12:00:00Z')
    await startEnrolment(db, ring, ADMIN, t0)
    const secret = (await twoFactorPage(db, ring, ADMIN, { issuer: 'Loan Partner', nudge: false, required: false })).enrolment!.secret
    const { codes } = await confirmEnrolment(db, ring, ADMIN, totpCode(secret, t0.getTime()), t0)
    const t1 = new Date(t0.getTime() + 30_000)
    expect(await checkSecondFactor(db, ring, ADMIN, totpCode(secret, t1.getTime()), t1, true)).toBeNull()
    expect(await checkSecondFactor(db, ring, ADMIN, codes[0]!, t1, true)).toBe('recovery')
    // The app's code was not spent by the refusal: without the cap it still signs in.
    expect(await checkSecondFactor(db, ring, ADMIN, totpCode(secret, t1.getTime()), t1)).toBe('totp')
  })
})
