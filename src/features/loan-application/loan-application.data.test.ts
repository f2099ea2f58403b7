import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { countRows, engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { decrypt, keyedHash, keyIdOf, keyRing } from '#src/server/crypto.server'
import { createDb } from '#src/server/db.server'
import { consentHistory } from '#src/server/consent-ledger.server'
import { applyConsent } from '#src/shared/content/apply'
import { CONSENT_NOTICE_VERSION } from '#src/shared/content/consent'
import { readApplyExtras } from '#src/shared/schemas/apply-consents'
import { loanApplicationSchema, type LoanApplication } from '#src/shared/schemas/loan-application'
import { lockPans, type ApplicationRow } from '#src/server/tables/loan-applications.server'
import { drainApplications, submitApplication } from './loan-application.service.server'
import { REFERENCE_PATTERN } from './reference.server'

const dataKey = Buffer.alloc(32, 7)
const ring = keyRing(dataKey)
let seq = 0

/** The stored row, read straight from the table, as the tests check what was written. */
const findByReference = (db: TestDb['db'], reference: string): Promise<ApplicationRow | undefined> =>
  db<ApplicationRow>('loan_applications').where({ reference }).first()

/** A valid application whose PAN is unique to this call. */
function application(overrides: Record<string, unknown> = {}): LoanApplication {
  seq += 1
  return loanApplicationSchema.parse({
    loanAmount: '3,00,000',
    monthlyIncome: '60,000',
    purpose: 'Education',
    fullName: 'Ravi Kumar',
    email: `ravi${seq}@example.com`,
    panCard: `QWERT${String(1000 + seq)}Z`,
    mobileNumber: '9812345678',
    companyName: 'Sunrise Textiles',
    pinCode: '411001',
    gender: 'MALE',
    dateOfBirth: '02/10/1988',
    state: 'Maharashtra',
    city: 'Pune',
    isChecked: true,
    ...overrides,
  })
}

describe.each(engines)('loan applications on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('an application is stored with status new, whole rupees, consent, an encrypted PAN and its masked form', async () => {
    const now = new Date('2026-11-21T06:00:00.000Z')
    const app = application()
    const out = await submitApplication(t.db, ring, app, { ip: '203.0.113.9', now })
    expect(out.duplicate).toBe(false)
    expect(out.reference).toMatch(REFERENCE_PATTERN)
    expect(out.reference.startsWith('LP-2611-')).toBe(true)

    const row = await findByReference(t.db, out.reference)
    expect(row).toMatchObject({
      status: 'new',
      loan_amount: 300000,
      monthly_income: 60000,
      full_name: 'Ravi Kumar',
      mobile_number: '9812345678',
      date_of_birth: '1988-10-02',
      state: 'Maharashtra',
      city: 'Pune',
      consent_version: applyConsent.version,
      consent_at: '2026-11-21T06:00:00.000Z',
      created_at: '2026-11-21T06:00:00.000Z',
    })
    expect(row!.pan_encrypted).not.toContain(app.panCard)
    expect(keyIdOf(row!.pan_encrypted)).toBe(ring.current.id)
    expect(decrypt(ring, row!.pan_encrypted)).toBe(app.panCard)
    expect(row!.pan_masked).toBe(`${app.panCard.slice(0, 5)}****${app.panCard.slice(9)}`)
    expect(row!.pan_hash).toBe(keyedHash(dataKey, app.panCard, 'pan'))
    expect(row!.consent_ip_hash).toBe(keyedHash(dataKey, '203.0.113.9', 'consent-ip'))
    expect(row!.consent_ip_hash).not.toContain('203.0.113.9')
  })

  test('an application remembers its language: Hindi when made in Hindi, English when nothing says (docs/decisions/176)', async () => {
    const now = new Date('2026-11-21T06:30:00.000Z')
    const hindi = await submitApplication(t.db, ring, application(), { ip: '203.0.113.9', now, language: 'hi' })
    const english = await submitApplication(t.db, ring, application(), { ip: '203.0.113.9', now })
    expect((await findByReference(t.db, hindi.reference))!.language).toBe('hi')
    expect((await findByReference(t.db, english.reference))!.language).toBe('en')
    // The applicant's acknowledgement is queued in the same language; the desk's alert has none.
    const mail = await t.db('outbox').select('kind', 'payload')
    const ackOf = (reference: string) =>
      mail
        .map((m: { kind: string; payload: string }) => ({ kind: m.kind, ...JSON.parse(m.payload) }))
        .find((m) => m.kind === 'acknowledgement' && m.reference === reference)
    expect(ackOf(hindi.reference)).toMatchObject({ language: 'hi' })
    expect(ackOf(english.reference)).toMatchObject({ language: 'en' })
  })

  test('a double click within 10 minutes returns the first reference and stores nothing new', async () => {
    const app = application()
    const first = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T07:00:00Z') })
    const before = await countRows(t.db, 'loan_applications')
    const again = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T07:09:59Z') })
    expect(again).toEqual({ reference: first.reference, duplicate: true, loanType: 'personal' })
    expect(await countRows(t.db, 'loan_applications')).toBe(before)
  })

  test('the same PAN with another amount or mobile, or after 10 minutes, is a new application', async () => {
    const app = application()
    const first = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:00:00Z') })
    const otherAmount = await submitApplication(
      t.db,
      ring,
      { ...app, loanAmount: 310000 },
      { ip: '1.2.3.4', now: new Date('2026-11-21T08:01:00Z') },
    )
    const otherMobile = await submitApplication(
      t.db,
      ring,
      { ...app, mobileNumber: '9812345679' },
      { ip: '1.2.3.4', now: new Date('2026-11-21T08:02:00Z') },
    )
    const later = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:10:01Z') })
    const refs = [first, otherAmount, otherMobile, later].map((o) => o.reference)
    expect(new Set(refs).size).toBe(4)
    expect([otherAmount, otherMobile, later].every((o) => !o.duplicate)).toBe(true)
  })

  test("someone else's PAN, mobile and amount with another e-mail or date of birth is a new application; the first reference goes only to the first address (docs/decisions/191)", async () => {
    const owner = application({ email: 'owner@example.com' })
    const at = (minute: number) => ({ ip: '1.2.3.4', now: new Date(`2026-11-21T08:2${minute}:00Z`) })
    const first = await submitApplication(t.db, ring, owner, at(0))
    const otherEmail = await submitApplication(t.db, ring, { ...owner, email: 'stranger@example.com' }, at(1))
    const otherBirthday = await submitApplication(t.db, ring, { ...owner, dateOfBirth: '1985-01-01' }, at(2))
    for (const out of [otherEmail, otherBirthday]) {
      expect(out.duplicate).toBe(false)
      expect(out.reference).not.toBe(first.reference)
      expect(await findByReference(t.db, out.reference)).toBeDefined()
    }
    // The applicant's own double click is still one application.
    expect(await submitApplication(t.db, ring, owner, at(3))).toEqual({ reference: first.reference, duplicate: true, loanType: 'personal' })

    const mail: { recipient: string; kind: string; payload: string }[] = await t.db('outbox').select('recipient', 'kind', 'payload')
    // Every message to a person (the desk's alert has no recipient) that carries the reference.
    const about = (reference: string) => mail.filter((m) => m.recipient !== null && m.payload.includes(reference))
    expect(new Set(about(first.reference).map((m) => m.recipient))).toEqual(new Set(['owner@example.com']))
    const notices = about(first.reference).filter((m) => m.kind === 'lost_reference')
    // One notice for each repeat: the stranger's, and the one with another date of birth.
    expect(notices.map((m) => JSON.parse(m.payload))).toEqual([
      { references: [first.reference], language: 'en', cause: 'repeat' },
      { references: [first.reference], language: 'en', cause: 'repeat' },
    ])
  })

  test('at exactly 10 minutes it is still the first application; a millisecond later it is a new one', async () => {
    const app = application()
    const first = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:30:00.000Z') })
    const atTen = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:40:00.000Z') })
    expect(atTen).toEqual({ reference: first.reference, duplicate: true, loanType: 'personal' })
    const past = await submitApplication(
      t.db,
      ring,
      { ...app, mobileNumber: '9812345670' },
      { ip: '1.2.3.4', now: new Date('2026-11-21T08:30:30Z') },
    )
    const pastTen = await submitApplication(
      t.db,
      ring,
      { ...app, mobileNumber: '9812345670' },
      { ip: '1.2.3.4', now: new Date('2026-11-21T08:40:30.001Z') },
    )
    expect(pastTen.duplicate).toBe(false)
    expect(pastTen.reference).not.toBe(past.reference)
  })

  test('concurrent double submissions store exactly one row', async () => {
    const app = application()
    const now = new Date('2026-11-21T09:00:00Z')
    const before = await countRows(t.db, 'loan_applications')
    const outs = await Promise.all(Array.from({ length: 5 }, () => submitApplication(t.db, ring, app, { ip: '1.2.3.4', now })))
    expect(new Set(outs.map((o) => o.reference)).size).toBe(1)
    expect(await countRows(t.db, 'loan_applications')).toBe(before + 1)
  })

  test('after a key rotation, a double click of an application stored under the old key still returns its reference', async () => {
    const app = application()
    const first = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now: new Date('2026-11-21T10:00:00Z') })
    const rotated = keyRing(randomBytes(32), [dataKey])
    const before = await countRows(t.db, 'loan_applications')
    const again = await submitApplication(t.db, rotated, app, { ip: '1.2.3.4', now: new Date('2026-11-21T10:05:00Z') })
    expect(again).toEqual({ reference: first.reference, duplicate: true, loanType: 'personal' })
    expect(await countRows(t.db, 'loan_applications')).toBe(before)
    const other = await submitApplication(
      t.db,
      rotated,
      { ...app, loanAmount: 450000 },
      { ip: '1.2.3.4', now: new Date('2026-11-21T10:06:00Z') },
    )
    const stored = await findByReference(t.db, other.reference)
    expect(keyIdOf(stored!.pan_encrypted)).toBe(rotated.current.id)
    expect(stored!.pan_hash).toBe(keyedHash(rotated.current.key, app.panCard, 'pan'))
  })

  test('optional consents left empty are stored as not given: one ledger row per purpose, with the notice version and the hashed IP', async () => {
    const at = new Date('2026-11-21T13:00:00Z')
    const out = await submitApplication(t.db, ring, application(), { ip: '198.51.100.7', now: at }, readApplyExtras({ isChecked: 'on' }))
    const row = await findByReference(t.db, out.reference)
    const ledger = await consentHistory(t.db, Number((row as unknown as { id: number }).id))
    expect(ledger.map(({ id: _id, application_id: _a, ...rest }) => rest)).toEqual([
      {
        purpose: 'partner_calls',
        given: false,
        notice_version: CONSENT_NOTICE_VERSION,
        at: at.toISOString(),
        ip_hash: keyedHash(dataKey, '198.51.100.7', 'consent-ip'),
        via: 'apply',
        details: null,
      },
      {
        purpose: 'marketing',
        given: false,
        notice_version: CONSENT_NOTICE_VERSION,
        at: at.toISOString(),
        ip_hash: keyedHash(dataKey, '198.51.100.7', 'consent-ip'),
        via: 'apply',
        details: null,
      },
    ])
    // Without the extras at all (an older caller), the same: nothing is assumed given.
    const bare = await submitApplication(t.db, ring, application(), { ip: '198.51.100.7', now: at })
    const bareRow = (await findByReference(t.db, bare.reference))!
    expect((await consentHistory(t.db, Number(bareRow.id))).map((c) => c.given)).toEqual([false, false])
  })

  test('a batch of applications stores each its own consents and loan type: the tab decides, none named is a personal loan', async () => {
    const now = new Date('2026-11-21T14:00:00Z')
    const asked = [
      { body: { consentPartnerCalls: 'on' }, purpose: 'Wedding' },
      { body: { consentMarketing: true, loanType: 'car' }, purpose: 'Other' },
      { body: { consentPartnerCalls: 'on', consentMarketing: 'on', loanType: 'nonsense' }, purpose: 'Property' },
      { body: {}, purpose: 'Business' },
    ]
    // Sent together, so SQLite writes them in one group commit.
    const outs = await Promise.all(
      asked.map((a) => submitApplication(t.db, ring, application({ purpose: a.purpose }), { ip: '1.2.3.4', now }, readApplyExtras(a.body))),
    )
    expect(outs.map((o) => o.loanType)).toEqual(['personal', 'car', 'personal', 'personal'])
    const stored = []
    for (const o of outs) {
      const row = (await findByReference(t.db, o.reference))!
      const ledger = await consentHistory(t.db, Number(row.id))
      stored.push({ loanType: row.loan_type, given: Object.fromEntries(ledger.map((c) => [c.purpose, c.given])) })
    }
    expect(stored).toEqual([
      { loanType: 'personal', given: { partner_calls: true, marketing: false } },
      { loanType: 'car', given: { partner_calls: false, marketing: true } },
      { loanType: 'personal', given: { partner_calls: true, marketing: true } },
      { loanType: 'personal', given: { partner_calls: false, marketing: false } },
    ])
  })

  test('a double click stores no second set of consents', async () => {
    const app = application()
    const now = new Date('2026-11-21T15:00:00Z')
    const first = await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now }, readApplyExtras({ consentMarketing: 'on' }))
    await submitApplication(t.db, ring, app, { ip: '1.2.3.4', now }, readApplyExtras({ consentPartnerCalls: 'on' }))
    const row = (await findByReference(t.db, first.reference))!
    expect((await consentHistory(t.db, Number(row.id))).map((c) => `${c.purpose}:${c.given}`)).toEqual([
      'partner_calls:false',
      'marketing:true',
    ])
  })

  test('drainApplications resolves only once every accepted application is stored', async () => {
    const before = await countRows(t.db, 'loan_applications')
    const now = new Date('2026-11-21T11:00:00Z')
    let answered = 0
    const submissions = Array.from({ length: 30 }, () =>
      submitApplication(t.db, ring, application(), { ip: '1.2.3.4', now }).then(() => void answered++),
    )
    await drainApplications(t.db)
    expect(answered).toBe(30)
    expect(await countRows(t.db, 'loan_applications')).toBe(before + 30)
    await Promise.all(submissions)
    await drainApplications(t.db) // nothing in flight: resolves at once
  })

  if (kind === 'postgres')
    test('two app processes (two pools) given one double click store exactly one row', async () => {
      const schema = (t.db.client.config as { searchPath: string[] }).searchPath[0]!
      const other = createDb(t.url, { schema })
      try {
        const app = application()
        const now = new Date('2026-11-21T12:00:00Z')
        const before = await countRows(t.db, 'loan_applications')
        const outs = await Promise.all(
          Array.from({ length: 8 }, (_, i) => submitApplication(i % 2 ? other : t.db, ring, app, { ip: '1.2.3.4', now })),
        )
        expect(new Set(outs.map((o) => o.reference)).size).toBe(1)
        expect(outs.filter((o) => !o.duplicate)).toHaveLength(1)
        expect(await countRows(t.db, 'loan_applications')).toBe(before + 1)
      } finally {
        await other.destroy()
      }
    })

  if (kind === 'postgres')
    test('the duplicate guard takes its advisory locks in one statement, in lock-key order', async () => {
      const keyed = await t.db.raw<{ rows: { h: string }[] }>('select h from unnest(?::text[]) as h order by hashtext(h)', [
        Array.from({ length: 20 }, (_, i) => `pan-hash-${i}`),
      ])
      const inKeyOrder = keyed.rows.map((r) => r.h)
      // Another session holds the sixth lock. Given the hashes in reverse, a locker that keeps key order
      // holds exactly the five below it while it waits; one that followed its input would hold fourteen.
      const schema = (t.db.client.config as { searchPath: string[] }).searchPath[0]!
      const other = createDb(t.url, { schema })
      const holder = await other.transaction()
      const trx = await t.db.transaction()
      try {
        await holder.raw('select pg_advisory_xact_lock(hashtext(?))', [inKeyOrder[5]!])
        const pid = (await trx.raw('select pg_backend_pid() as pid')).rows[0].pid as number
        const locking = lockPans(trx, [...inKeyOrder].reverse())
        let held: { granted: number; waiting: number } | undefined
        const waiting = async () => {
          const r = await other.raw(
            "select count(*) filter (where granted) as granted, count(*) filter (where not granted) as waiting from pg_locks where locktype = 'advisory' and pid = ?",
            [pid],
          )
          held = { granted: Number(r.rows[0].granted), waiting: Number(r.rows[0].waiting) }
          return held.waiting
        }
        // The locker's state once it waits on the held key.
        await expect.poll(waiting).toBeGreaterThan(0)
        await holder.commit()
        await locking
        expect(held).toEqual({ granted: 5, waiting: 1 })
      } finally {
        if (!holder.isCompleted()) await holder.rollback()
        await trx.rollback()
        await other.destroy()
      }
    })
})
