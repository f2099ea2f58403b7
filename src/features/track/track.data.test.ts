import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { noFacts } from '#src/shared/track-facts'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { listAudit } from '#src/server/audit.server'
import { consentHistory, insertConsents } from '#src/server/consent-ledger.server'
import { keyedHash, keyRing } from '#src/server/crypto.server'
import { completeRequests, listRequests } from '#src/server/lead-requests.server'
import { CONSENT_NOTICE_VERSION } from '#src/shared/content/consent'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'
import { APPLICANT, downloadCopy, lookUp, requestFromDesk, trackView, withdrawConsent } from './track.service.server'

/** What every refusal of the tracker throws (docs/decisions/184). */
const NOT_FOUND = { name: 'DomainError', kind: 'not-found' }

const key = Buffer.alloc(32, 9)
const ring = keyRing(key)
const NOW = new Date('2026-11-24T06:00:00.000Z')
// lead-fixtures stores every applicant as born on 12 April 1990.
const DOB = '1990-04-12'

/** An application as the apply form stores it, with both optional consents given or not. */
async function applicant(db: TestDb['db'], i: number, given: boolean) {
  const id = await insertFakeApplication(db, key, i, new Date('2026-11-20T06:00:00Z'))
  const at = '2026-11-20T06:00:00.000Z'
  const ip_hash = keyedHash(key, '203.0.113.9', 'consent-ip')
  await insertConsents(
    db,
    (['partner_calls', 'marketing'] as const).map((purpose) => ({
      application_id: id,
      purpose,
      given,
      notice_version: CONSENT_NOTICE_VERSION,
      at,
      ip_hash,
      via: 'apply' as const,
    })),
  )
  const { reference } = await db('loan_applications').select('reference').where({ id }).first()
  return { id, reference: reference as string }
}

describe.each(engines)('the tracker, the consent ledger and applicant requests on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('the right reference and date of birth find the application; a wrong date, an unknown reference and an erased one do not', async () => {
    const a = await applicant(t.db, 1, false)
    expect(await lookUp(t.db, { reference: a.reference, dateOfBirth: DOB })).toBe(a.id)
    await expect(lookUp(t.db, { reference: a.reference, dateOfBirth: '1990-04-13' })).rejects.toMatchObject(NOT_FOUND)
    await expect(lookUp(t.db, { reference: 'LP-2611-ZZZZZZ', dateOfBirth: DOB })).rejects.toMatchObject(NOT_FOUND)
    await t.db('loan_applications').where({ id: a.id }).update({ erased_at: NOW.toISOString(), date_of_birth: '' })
    await expect(lookUp(t.db, { reference: a.reference, dateOfBirth: DOB })).rejects.toMatchObject(NOT_FOUND)
    expect(await trackView(t.db, a.id)).toBeNull()
  })

  test('the view shows each stage with its date, the loan type and the consents as the ledger has them', async () => {
    const a = await applicant(t.db, 2, true)
    await t.db('loan_applications').where({ id: a.id }).update({ status: 'documents_pending', loan_type: 'home' })
    await t.db('lead_status_changes').insert([
      {
        lead_kind: 'application',
        lead_id: a.id,
        at: '2026-11-21T05:00:00.000Z',
        actor: 'admin@loanpartner.in',
        from_status: 'new',
        to_status: 'contacted',
        note: 'private',
      },
      {
        lead_kind: 'application',
        lead_id: a.id,
        at: '2026-11-22T05:00:00.000Z',
        actor: 'admin@loanpartner.in',
        from_status: 'contacted',
        to_status: 'documents_pending',
        note: null,
      },
    ])
    const view = await trackView(t.db, a.id)
    expect(view).toEqual({
      reference: a.reference,
      receivedAt: '2026-11-20T06:00:00.000Z',
      status: 'documents_pending',
      loanType: 'home',
      stages: [
        { status: 'new', at: '2026-11-20T06:00:00.000Z' },
        { status: 'contacted', at: '2026-11-21T05:00:00.000Z' },
        { status: 'documents_pending', at: '2026-11-22T05:00:00.000Z' },
      ],
      consents: [
        { purpose: 'partner_calls', given: true, at: '2026-11-20T06:00:00.000Z' },
        { purpose: 'marketing', given: true, at: '2026-11-20T06:00:00.000Z' },
      ],
      requests: [],
      copyReadyUntil: null,
      // Nothing past "sent to lender" yet: no lender, sanction, payout or reason (docs/decisions/228).
      facts: noFacts,
    })
    // No note, actor or other personal value reaches the applicant's page.
    expect(JSON.stringify(view)).not.toMatch(/private|admin@/)
  })

  test('withdrawing a consent appends a not-given row, opens a task and writes an audit entry; withdrawing again changes nothing', async () => {
    const a = await applicant(t.db, 3, true)
    expect(await withdrawConsent(t.db, ring, a.id, 'marketing', '198.51.100.20', NOW)).toBe('done')
    const history = await consentHistory(t.db, a.id)
    expect(history.map((c) => `${c.purpose}:${c.given}:${c.via}`)).toEqual([
      'partner_calls:true:apply',
      'marketing:true:apply',
      'marketing:false:tracker',
    ])
    expect(history.at(-1)).toMatchObject({
      notice_version: CONSENT_NOTICE_VERSION,
      at: NOW.toISOString(),
      ip_hash: keyedHash(key, '198.51.100.20', 'consent-ip'),
    })
    expect((await trackView(t.db, a.id))!.consents).toEqual([
      { purpose: 'partner_calls', given: true, at: '2026-11-20T06:00:00.000Z' },
      { purpose: 'marketing', given: false, at: NOW.toISOString() },
    ])
    expect((await listRequests(t.db, a.id)).map((r) => `${r.kind}:${r.status}`)).toEqual(['withdraw_marketing:open'])
    const audit = (await listAudit(t.db, { limit: 50, offset: 0, action: 'applicant.consent_withdraw' })).filter(
      (r) => r.subject === `application ${a.reference}`,
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({ actor: APPLICANT, details: JSON.stringify({ purpose: 'marketing' }) })

    expect(await withdrawConsent(t.db, ring, a.id, 'marketing', '198.51.100.20', NOW)).toBe('already')
    expect(await consentHistory(t.db, a.id)).toHaveLength(3)
    expect(await listRequests(t.db, a.id)).toHaveLength(1)
  })

  test('a consent never given cannot be withdrawn, and nothing is written', async () => {
    const a = await applicant(t.db, 4, false)
    expect(await withdrawConsent(t.db, ring, a.id, 'partner_calls', '198.51.100.20', NOW)).toBe('already')
    expect(await consentHistory(t.db, a.id)).toHaveLength(2)
    expect(await listRequests(t.db, a.id)).toEqual([])
  })

  test('asking for a copy or for erasure opens one task each, audited once; asking again while it is open adds nothing', async () => {
    const a = await applicant(t.db, 5, false)
    expect(await requestFromDesk(t.db, a.id, 'data_export', NOW)).toBe('done')
    expect(await requestFromDesk(t.db, a.id, 'data_export', NOW)).toBe('already')
    expect(await requestFromDesk(t.db, a.id, 'erasure', new Date(NOW.getTime() + 1000))).toBe('done')
    const requests = await listRequests(t.db, a.id)
    expect(requests.map((r) => ({ kind: r.kind, status: r.status, createdAt: r.createdAt, doneAt: r.doneAt }))).toEqual([
      { kind: 'erasure', status: 'open', createdAt: new Date(NOW.getTime() + 1000).toISOString(), doneAt: null },
      { kind: 'data_export', status: 'open', createdAt: NOW.toISOString(), doneAt: null },
    ])
    const audit = (await listAudit(t.db, { limit: 50, offset: 0, action: 'applicant.request' })).filter(
      (r) => r.subject === `application ${a.reference}`,
    )
    expect(audit.map((r) => JSON.parse(r.details!).kind)).toEqual(['erasure', 'data_export'])
  })

  test('a copy the desk made available is downloaded from the tracker for 7 days to the millisecond, then it is gone', async () => {
    const a = await applicant(t.db, 6, false)
    expect(await requestFromDesk(t.db, a.id, 'data_export', NOW)).toBe('done')
    // Asked for, not yet made available: nothing is offered.
    expect((await trackView(t.db, a.id, NOW))!.copyReadyUntil).toBeNull()
    expect(await downloadCopy(t.db, ring, a.id, NOW)).toBeNull()

    const madeAt = new Date(NOW.getTime() + 3_600_000)
    const until = new Date(madeAt.getTime() + 7 * 86_400_000)
    expect(await completeRequests(t.db, a.id, { kinds: ['data_export'] }, 'admin@loanpartner.in', madeAt)).toEqual([
      { kind: 'data_export', readyUntil: until.toISOString() },
    ])
    const lastMoment = new Date(until.getTime() - 1)
    expect((await trackView(t.db, a.id, lastMoment))!.copyReadyUntil).toBe(until.toISOString())
    const copy = await downloadCopy(t.db, ring, a.id, lastMoment)
    const stored = await t.db('loan_applications').where({ id: a.id }).first()
    expect(copy).toMatchObject({
      kind: 'loan application',
      reference: a.reference,
      name: stored.full_name,
      email: stored.email,
      dateOfBirth: DOB,
      pan: expect.stringMatching(/^[A-Z]{5}\d{4}[A-Z]$/),
      exportedAt: lastMoment.toISOString(),
    })
    expect(copy!.requests).toEqual([expect.objectContaining({ kind: 'data_export', status: 'done', readyUntil: until.toISOString() })])
    const downloads = await listAudit(t.db, { limit: 5, offset: 0, action: 'applicant.copy_download' })
    expect(downloads.map((r) => [r.actor, r.subject])).toEqual([[APPLICANT, `application ${a.reference}`]])

    expect((await trackView(t.db, a.id, until))!.copyReadyUntil).toBeNull()
    expect(await downloadCopy(t.db, ring, a.id, until)).toBeNull()
    expect(await listAudit(t.db, { limit: 5, offset: 0, action: 'applicant.copy_download' })).toHaveLength(1)
    // Once it is gone, the applicant may ask again.
    expect(await requestFromDesk(t.db, a.id, 'data_export', until)).toBe('done')

    await t.db('loan_applications').where({ id: a.id }).update({ erased_at: NOW.toISOString(), date_of_birth: '' })
    await expect(downloadCopy(t.db, ring, a.id, lastMoment)).rejects.toMatchObject(NOT_FOUND)
  })

  test('an unknown or erased application takes no request', async () => {
    await expect(requestFromDesk(t.db, 999_999, 'erasure', NOW)).rejects.toMatchObject(NOT_FOUND)
    await expect(withdrawConsent(t.db, ring, 999_999, 'marketing', '1.2.3.4', NOW)).rejects.toMatchObject(NOT_FOUND)
  })
})
