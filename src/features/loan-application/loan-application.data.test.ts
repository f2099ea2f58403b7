import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '../../../tests/setup/test-db'
import { decrypt, keyedHash } from '../../server/crypto.server'
import { applyConsent } from '../../shared/content/apply'
import { loanApplicationSchema, type LoanApplication } from '../../shared/schemas/loan-application'
import { countApplications, findByReference } from './loan-application.repo'
import { submitApplication } from './loan-application.service'
import { REFERENCE_PATTERN } from './reference'

const dataKey = Buffer.alloc(32, 7)
let seq = 0

/** A valid application whose PAN is unique to this call. */
function application(overrides: Record<string, unknown> = {}): LoanApplication {
  seq += 1
  return loanApplicationSchema.parse({
    loanAmount: '3,00,000',
    monthlyIncome: '60,000',
    purpose: 'Education',
    fullName: 'Ravi Kumar',
    email: 'ravi@example.com',
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

  test('an application is stored with status new, whole rupees, consent and an encrypted PAN', async () => {
    const now = new Date('2026-11-21T06:00:00.000Z')
    const app = application()
    const out = await submitApplication(t.db, dataKey, app, { ip: '203.0.113.9', now })
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
    expect(decrypt(dataKey, row!.pan_encrypted)).toBe(app.panCard)
    expect(row!.pan_hash).toBe(keyedHash(dataKey, app.panCard, 'pan'))
    expect(row!.consent_ip_hash).toBe(keyedHash(dataKey, '203.0.113.9', 'consent-ip'))
    expect(row!.consent_ip_hash).not.toContain('203.0.113.9')
  })

  test('a double click within 10 minutes returns the first reference and stores nothing new', async () => {
    const app = application()
    const first = await submitApplication(t.db, dataKey, app, { ip: '1.2.3.4', now: new Date('2026-11-21T07:00:00Z') })
    const before = await countApplications(t.db)
    const again = await submitApplication(t.db, dataKey, app, { ip: '1.2.3.4', now: new Date('2026-11-21T07:09:59Z') })
    expect(again).toEqual({ reference: first.reference, duplicate: true })
    expect(await countApplications(t.db)).toBe(before)
  })

  test('the same PAN with another amount or mobile, or after 10 minutes, is a new application', async () => {
    const app = application()
    const first = await submitApplication(t.db, dataKey, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:00:00Z') })
    const otherAmount = await submitApplication(t.db, dataKey, { ...app, loanAmount: 310000 }, { ip: '1.2.3.4', now: new Date('2026-11-21T08:01:00Z') })
    const otherMobile = await submitApplication(t.db, dataKey, { ...app, mobileNumber: '9812345679' }, { ip: '1.2.3.4', now: new Date('2026-11-21T08:02:00Z') })
    const later = await submitApplication(t.db, dataKey, app, { ip: '1.2.3.4', now: new Date('2026-11-21T08:10:01Z') })
    const refs = [first, otherAmount, otherMobile, later].map((o) => o.reference)
    expect(new Set(refs).size).toBe(4)
    expect([otherAmount, otherMobile, later].every((o) => !o.duplicate)).toBe(true)
  })

  test('concurrent double submissions store exactly one row', async () => {
    const app = application()
    const now = new Date('2026-11-21T09:00:00Z')
    const before = await countApplications(t.db)
    const outs = await Promise.all(Array.from({ length: 5 }, () => submitApplication(t.db, dataKey, app, { ip: '1.2.3.4', now })))
    expect(new Set(outs.map((o) => o.reference)).size).toBe(1)
    expect(await countApplications(t.db)).toBe(before + 1)
  })
})
