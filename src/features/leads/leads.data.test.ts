import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { listAudit } from '#src/server/audit.server'
import { CryptoError, keyRing } from '#src/server/crypto.server'
import { DomainError } from '#src/server/http-error.server'
import { backfillMaskedPans } from './data-key-rotation.service.server'
import { consentHistory, insertConsents } from '#src/server/consent-ledger.server'
import { getApplication } from '#src/server/applicant-data.server'
import { listRequests, openRequest } from '#src/server/lead-requests.server'
import {
  eraseApplication,
  exportApplicationPerson,
  applicationsCsv,
  listApplications,
  markRequestDone,
  revealPan,
} from './applications.service.server'
import { eraseEnquiry, enquiriesCsv, getEnquiry, listEnquiries } from './enquiries.service.server'
import { insertFakeApplication, insertFakeEnquiry } from '#tests/setup/lead-fixtures'
import { addNote, changeStatus } from './lead-workflow.service.server'
import { runRetention } from './retention.service.server'

const key = randomBytes(32)
const ring = keyRing(key)
const ADMIN = 'admin@loanpartner.in'
const NOW = new Date('2026-11-21T06:00:00.000Z')
const daysAgo = (d: number, ms = 0) => new Date(NOW.getTime() - d * 86_400_000 + ms)
/** 'done' when the service returns, or the kind of the DomainError it throws (docs/decisions/184). */
const outcome = (run: Promise<unknown>) =>
  run.then(
    () => 'done',
    (err: unknown) => (err instanceof DomainError ? err.kind : Promise.reject(err instanceof Error ? err : new Error(String(err)))),
  )

describe.each(engines)('lead desk on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('an application moves only along its status machine, and each move is recorded', async () => {
    const id = await insertFakeApplication(t.db, key, 1, daysAgo(1))
    const refused = await changeStatus(t.db, 'application', id, { to: 'sanctioned', note: '' }, ADMIN, NOW).catch((err: unknown) => err)
    expect(refused).toMatchObject({ kind: 'invalid', errors: { to: 'An application or enquiry cannot move from New to Sanctioned' } })
    for (const to of ['contacted', 'documents_pending', 'sent_to_lender']) {
      const change = { to, note: to === 'contacted' ? 'Called, sending checklist' : '', lender: 'Trivan Bank' }
      expect(await outcome(changeStatus(t.db, 'application', id, change, ADMIN, NOW))).toBe('done')
    }
    expect(await outcome(changeStatus(t.db, 'application', id, { to: 'contacted', note: '' }, ADMIN, NOW))).toBe('invalid')
    // A status the machine does not know passes the form's schema; the machine refuses it.
    expect(await outcome(changeStatus(t.db, 'application', id, { to: 'nonsense', note: '' }, ADMIN, NOW))).toBe('invalid')
    expect(await outcome(changeStatus(t.db, 'application', id, { to: 'withdrawn', note: '' }, ADMIN, NOW))).toBe('done')
    expect(await outcome(changeStatus(t.db, 'application', id, { to: 'contacted', note: '' }, ADMIN, NOW))).toBe('invalid')
    expect(await outcome(changeStatus(t.db, 'application', 999_999, { to: 'contacted', note: '' }, ADMIN, NOW))).toBe('not-found')

    const detail = await getApplication(t.db, id)
    expect(detail?.status).toBe('withdrawn')
    expect(detail?.history.map((h) => `${h.from}>${h.to}`)).toEqual([
      'new>contacted',
      'contacted>documents_pending',
      'documents_pending>sent_to_lender',
      'sent_to_lender>withdrawn',
    ])
    expect(detail?.history[0]).toMatchObject({ actor: ADMIN, at: NOW.toISOString(), note: 'Called, sending checklist' })
    const audit = await listAudit(t.db, { limit: 10, offset: 0, action: 'lead.status_change' })
    expect(audit).toHaveLength(4)
    expect(audit.every((a) => !a.details?.includes('checklist'))).toBe(true)
  })

  test('an enquiry goes new → contacted → closed and no further', async () => {
    const id = await insertFakeEnquiry(t.db, 1, daysAgo(1))
    expect(await outcome(changeStatus(t.db, 'enquiry', id, { to: 'contacted', note: '' }, ADMIN, NOW))).toBe('done')
    expect(await outcome(changeStatus(t.db, 'enquiry', id, { to: 'new', note: '' }, ADMIN, NOW))).toBe('invalid')
    expect(await outcome(changeStatus(t.db, 'enquiry', id, { to: 'closed', note: '' }, ADMIN, NOW))).toBe('done')
    expect(await outcome(changeStatus(t.db, 'enquiry', id, { to: 'contacted', note: '' }, ADMIN, NOW))).toBe('invalid')
    expect((await getEnquiry(t.db, id))?.status).toBe('closed')
  })

  test('the list filters, searches, pages newest first and masks the PAN', async () => {
    const base = 100
    const ids: number[] = []
    for (let i = 0; i < 30; i++) ids.push(await insertFakeApplication(t.db, key, base + i, daysAgo(3, i * 1000)))
    const special = await insertFakeApplication(t.db, key, 500, daysAgo(2), {
      full_name: 'Zoya Qureshi',
      email: 'zoya.q@example.in',
      mobile_number: '9123456780',
      pan: 'ABCDE1234F',
      reference: 'LP-2611-ZZZZZZ',
    })
    const all = await listApplications(t.db, {})
    expect(all.rows).toHaveLength(25)
    expect(all.rows[0]!.createdAt >= all.rows[1]!.createdAt).toBe(true)
    for (const q of ['LP-2611-ZZZZZZ', 'lp-2611-zzz', 'zoya', 'Zoya Qureshi', '9123456780', 'ZOYA.Q@example.in']) {
      const found = await listApplications(t.db, { q })
      expect(
        found.rows.map((r) => r.id),
        q,
      ).toEqual([special])
    }
    const one = (await listApplications(t.db, { q: 'zoya' })).rows[0]!
    expect(one.panMasked).toBe('ABCDE****F')
    const purpose = (await getApplication(t.db, ids[0]!))!.purpose
    const byPurpose = await listApplications(t.db, { purpose })
    expect(byPurpose.rows.length).toBeGreaterThan(0)
    expect(byPurpose.rows.every((r) => r.purpose === purpose)).toBe(true)
    const byLoanType = await listApplications(t.db, { loanType: 'car' })
    expect(byLoanType.rows.length).toBeGreaterThan(0)
    expect(byLoanType.rows.every((r) => r.loanType === 'Car Loan')).toBe(true)
    expect(byLoanType.filters).toMatchObject({ loanType: 'car' })
    expect((await listApplications(t.db, { loanType: 'yacht' })).filters).not.toHaveProperty('loanType')
    const day = daysAgo(2).toISOString().slice(0, 10)
    const byDate = await listApplications(t.db, { from: day, to: day })
    expect(byDate.rows.map((r) => r.id)).toContain(special)
    expect(byDate.rows.map((r) => r.id)).not.toContain(ids[0])
    const page2 = await listApplications(t.db, { page: '2' })
    expect(page2.page).toBe(2)
    expect(page2.rows.map((r) => r.id)).not.toContain(all.rows[0]!.id)
  })

  test('Reveal PAN gives the full PAN and audits it without the PAN', async () => {
    const id = await insertFakeApplication(t.db, key, 700, daysAgo(1), { pan: 'PQRST6789K' })
    expect(await revealPan(t.db, ring, id, ADMIN, NOW)).toBe('PQRST6789K')
    const [entry] = await listAudit(t.db, { limit: 1, offset: 0, action: 'lead.pan_reveal' })
    expect(entry).toMatchObject({ actor: ADMIN, action: 'lead.pan_reveal' })
    expect(JSON.stringify(entry)).not.toContain('PQRST6789K')
  })

  test('the CSV export honours the filters, masks the PAN and records the row count', async () => {
    await insertFakeApplication(t.db, key, 800, daysAgo(1), {
      full_name: 'Csv Tester',
      pan: 'LMNOP1111Q',
      reference: 'LP-2611-CSVCSV',
      loan_type: 'car',
    })
    let out = ''
    const { rows } = await applicationsCsv.export(t.db, { q: 'Csv Tester' }, ADMIN, (c) => void (out += c), NOW)
    expect(rows).toBe(1)
    const lines = out
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(lines).toHaveLength(2)
    expect(lines[1]).toContain('LP-2611-CSVCSV')
    expect(lines[1]).toContain('LMNOP****Q')
    const header = lines[0]!.split(',')
    expect(lines[1]!.split(',')[header.indexOf('Loan type')]).toBe('Car Loan')
    expect(out).not.toContain('LMNOP1111Q')
    const [entry] = await listAudit(t.db, { limit: 1, offset: 0, action: 'lead.csv_export' })
    expect(JSON.parse(entry!.details!)).toEqual({ filters: { q: 'Csv Tester' }, rows: 1 })
  })

  test('lists, the detail and the CSV show the PAN masked at insert without any key; Reveal and the person export open it', async () => {
    const elsewhere = randomBytes(32) // a key the lead desk's ring does not hold
    const id = await insertFakeApplication(t.db, elsewhere, 1200, daysAgo(1), {
      full_name: 'Masked Only',
      pan: 'MASKD1234Z',
      reference: 'LP-2611-MASKED',
    })
    expect((await listApplications(t.db, { q: 'Masked Only' })).rows.map((r) => r.panMasked)).toEqual(['MASKD****Z'])
    expect((await getApplication(t.db, id))?.panMasked).toBe('MASKD****Z')
    let out = ''
    await applicationsCsv.export(t.db, { q: 'Masked Only' }, ADMIN, (c) => void (out += c), NOW)
    expect(out).toContain(',MASKD****Z,')
    expect(out).not.toContain('MASKD1234Z')

    const refused = await revealPan(t.db, ring, id, ADMIN, NOW).catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(CryptoError)
    expect((refused as CryptoError).code).toBe('ERR_DATA_KEY_UNKNOWN')
    expect(await revealPan(t.db, keyRing(randomBytes(32), [elsewhere]), id, ADMIN, NOW)).toBe('MASKD1234Z')
    expect((await exportApplicationPerson(t.db, keyRing(elsewhere), id, ADMIN, NOW))?.pan).toBe('MASKD1234Z')
  })

  test('a row stored before masked PANs shows fully hidden until backfillMaskedPans fills it', async () => {
    const id = await insertFakeApplication(t.db, key, 1300, daysAgo(1), { full_name: 'Legacy Row', pan: 'LEGCY1234A', legacy: true })
    const shown = async () => (await listApplications(t.db, { q: 'Legacy Row' })).rows.map((r) => r.panMasked)
    expect(await shown()).toEqual(['**********'])
    expect(await backfillMaskedPans(t.db, ring, { batchSize: 2 })).toEqual({ reencrypted: 0, masked: 1, unreadable: 0 })
    expect(await shown()).toEqual(['LEGCY****A'])
    expect((await t.db('loan_applications').where({ id }).first()).pan_encrypted).toMatch(/^v1\./)
    expect(await backfillMaskedPans(t.db, ring)).toEqual({ reencrypted: 0, masked: 0, unreadable: 0 })
  })

  test('the enquiry CSV neutralises formulas and quotes commas and line breaks', async () => {
    await insertFakeEnquiry(t.db, 3, daysAgo(1), { first_name: 'Formula', message: '=HYPERLINK("http://x","click"), then\ncall me' })
    let out = ''
    const { rows } = await enquiriesCsv.export(t.db, { q: 'Formula' }, ADMIN, (c) => void (out += c), NOW)
    expect(rows).toBe(1)
    expect(out).toContain(`,"'=HYPERLINK(""http://x"",""click""), then\ncall me"\r\n`)
  })

  test("one person's data comes out as JSON with every field, and the export is audited", async () => {
    const id = await insertFakeApplication(t.db, key, 950, daysAgo(1), {
      full_name: 'Json Person',
      pan: 'JSONP1234Q',
      reference: 'LP-2611-JSONJS',
      loan_type: 'home',
    })
    const data = await exportApplicationPerson(t.db, ring, id, ADMIN, NOW)
    expect(data).toMatchObject({
      reference: 'LP-2611-JSONJS',
      loanType: 'Home Loan',
      name: 'Json Person',
      pan: 'JSONP1234Q',
      dateOfBirth: '1990-04-12',
      consentVersion: '2026-11',
    })
    const [entry] = await listAudit(t.db, { limit: 1, offset: 0, action: 'lead.data_export' })
    expect(entry).toMatchObject({ actor: ADMIN, subject: 'application LP-2611-JSONJS', details: null })
  })

  test('erasure removes personal fields and notes, keeps reference, dates and status', async () => {
    const id = await insertFakeApplication(t.db, key, 900, daysAgo(1), { full_name: 'Erase Me', reference: 'LP-2611-ERASE2' })
    await changeStatus(t.db, 'application', id, { to: 'contacted', note: 'Spoke to Erase Me' }, ADMIN, NOW)
    await addNote(t.db, 'application', id, { body: 'Erase Me prefers e-mail' }, ADMIN, NOW)
    expect(await eraseApplication(t.db, id, ADMIN, NOW)).toBe('erased')
    expect(await eraseApplication(t.db, id, ADMIN, NOW)).toBe('already')
    const d = (await getApplication(t.db, id))!
    expect(d).toMatchObject({
      reference: 'LP-2611-ERASE2',
      status: 'contacted',
      name: '',
      email: '',
      mobileNumber: '',
      panMasked: '',
      dateOfBirth: '',
      erasedAt: NOW.toISOString(),
    })
    expect(d.createdAt).toBe(daysAgo(1).toISOString())
    expect(d.notes).toEqual([])
    expect(d.history[0]!.note).toBeNull()
    expect(await outcome(revealPan(t.db, ring, id, ADMIN, NOW))).toBe('not-found')
    expect(await t.db('loan_applications').where({ id }).first()).toMatchObject({ pan_encrypted: '', pan_hash: '', pan_masked: null })

    const eid = await insertFakeEnquiry(t.db, 2, daysAgo(1), { first_name: 'Eraseme' })
    expect(await eraseEnquiry(t.db, eid, ADMIN, NOW)).toBe('erased')
    expect(await getEnquiry(t.db, eid)).toMatchObject({ name: '', mobileNumber: '', email: '', message: '', status: 'new' })
    expect((await listEnquiries(t.db, { q: 'Eraseme' })).total).toBe(0)
  })
})

describe.each(engines)('applicant requests and consents on the lead desk on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  async function withChoices(i: number, reference: string) {
    const id = await insertFakeApplication(t.db, key, i, daysAgo(2), { reference })
    const entry = { application_id: id, notice_version: 'v-test', ip_hash: 'f'.repeat(64), via: 'apply' as const }
    await insertConsents(t.db, [
      { ...entry, purpose: 'partner_calls', given: true, at: daysAgo(2).toISOString() },
      { ...entry, purpose: 'marketing', given: false, at: daysAgo(2).toISOString() },
      { ...entry, purpose: 'partner_calls', given: false, at: daysAgo(1).toISOString(), via: 'tracker' },
    ])
    return id
  }

  test('the detail shows each consent now, its history and the open requests', async () => {
    const id = await withChoices(1, 'LP-2611-CONSNT')
    await openRequest(t.db, id, 'withdraw_partner_calls', daysAgo(1))
    const d = (await getApplication(t.db, id))!
    expect(d.consents).toEqual([
      { purpose: 'partner_calls', given: false, at: daysAgo(1).toISOString() },
      { purpose: 'marketing', given: false, at: daysAgo(2).toISOString() },
    ])
    expect(d.consentHistory.map((c) => `${c.purpose}:${c.given}:${c.via}`)).toEqual([
      'partner_calls:true:apply',
      'marketing:false:apply',
      'partner_calls:false:tracker',
    ])
    expect(d.requests.map((r) => `${r.kind}:${r.status}`)).toEqual(['withdraw_partner_calls:open'])
  })

  test('Mark done closes one request once, with who and when, and audits it', async () => {
    const id = await withChoices(2, 'LP-2611-MARKDN')
    await openRequest(t.db, id, 'withdraw_partner_calls', daysAgo(1))
    const [request] = await listRequests(t.db, id)
    expect(await outcome(markRequestDone(t.db, id, request!.id, ADMIN, NOW))).toBe('done')
    expect(await outcome(markRequestDone(t.db, id, request!.id, ADMIN, NOW))).toBe('not-found')
    expect(await outcome(markRequestDone(t.db, id + 1_000, request!.id, ADMIN, NOW))).toBe('not-found')
    expect(await listRequests(t.db, id)).toEqual([{ ...request, status: 'done', doneAt: NOW.toISOString(), doneBy: ADMIN }])
    const audit = await listAudit(t.db, { limit: 5, offset: 0, action: 'lead.request_done' })
    expect(audit[0]).toMatchObject({
      actor: ADMIN,
      subject: 'application LP-2611-MARKDN',
      details: JSON.stringify({ kind: 'withdraw_partner_calls' }),
    })
  })

  test('the person export completes no request; Make copy available offers it on the tracker for 7 days, audited and e-mailed', async () => {
    const id = await withChoices(3, 'LP-2611-EXPORT')
    await openRequest(t.db, id, 'data_export', daysAgo(1))
    await openRequest(t.db, id, 'erasure', daysAgo(1))
    const data = await exportApplicationPerson(t.db, ring, id, ADMIN, NOW)
    expect(data?.consentHistory).toHaveLength(3)
    expect((await listRequests(t.db, id)).map((r) => `${r.kind}:${r.status}`)).toEqual(['erasure:open', 'data_export:open'])
    const { email } = await t.db('loan_applications').select('email').where({ id }).first()
    const doneMails = () => t.db('outbox').where({ kind: 'request_done', recipient: email })
    expect(await doneMails()).toEqual([])

    const copy = (await listRequests(t.db, id)).find((r) => r.kind === 'data_export')!
    const readyUntil = new Date(NOW.getTime() + 7 * 86_400_000).toISOString()
    expect(await markRequestDone(t.db, id, copy.id, ADMIN, NOW)).toEqual({ kind: 'data_export', readyUntil })
    expect((await listRequests(t.db, id)).map((r) => `${r.kind}:${r.status}:${r.readyUntil}`)).toEqual([
      'erasure:open:null',
      `data_export:done:${readyUntil}`,
    ])
    const [entry] = await listAudit(t.db, { limit: 1, offset: 0, action: 'lead.request_done' })
    expect(entry).toMatchObject({ subject: 'application LP-2611-EXPORT', details: JSON.stringify({ kind: 'data_export', readyUntil }) })
    const mails = await doneMails()
    expect(mails.map((m: { payload: string }) => JSON.parse(m.payload))).toEqual([
      { reference: 'LP-2611-EXPORT', request: 'data_export', at: NOW.toISOString(), language: 'en', readyUntil },
    ])
  })

  test('erasure completes an open erasure request, keeps each choice and its time, and blanks the hashed IPs', async () => {
    const id = await withChoices(4, 'LP-2611-ERASEC')
    await openRequest(t.db, id, 'erasure', daysAgo(1))
    expect(await eraseApplication(t.db, id, ADMIN, NOW)).toBe('erased')
    expect((await listRequests(t.db, id)).map((r) => `${r.kind}:${r.status}:${r.doneBy}`)).toEqual([`erasure:done:${ADMIN}`])
    const ledger = await consentHistory(t.db, id)
    expect(ledger.map((c) => `${c.purpose}:${c.given}:${c.at}:${c.ip_hash}`)).toEqual([
      `partner_calls:true:${daysAgo(2).toISOString()}:`,
      `marketing:false:${daysAgo(2).toISOString()}:`,
      `partner_calls:false:${daysAgo(1).toISOString()}:`,
    ])
    expect((await t.db('loan_applications').where({ id }).first()).loan_type).toBeNull()
  })
})

describe.each(engines)('retention on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('retention erases exactly the rows older than RETENTION_DAYS', async () => {
    const old = await insertFakeApplication(t.db, key, 1, daysAgo(365, -1))
    const atLimit = await insertFakeApplication(t.db, key, 2, daysAgo(365))
    const fresh = await insertFakeApplication(t.db, key, 3, daysAgo(10))
    const oldEnquiry = await insertFakeEnquiry(t.db, 4, daysAgo(400))
    const freshEnquiry = await insertFakeEnquiry(t.db, 5, daysAgo(364))
    await addNote(t.db, 'application', old, { body: 'old note' }, ADMIN, NOW)
    await insertConsents(t.db, [
      {
        application_id: old,
        purpose: 'marketing',
        given: true,
        notice_version: 'v-test',
        at: daysAgo(365, -1).toISOString(),
        ip_hash: 'a'.repeat(64),
        via: 'apply',
      },
    ])
    await insertConsents(t.db, [
      {
        application_id: fresh,
        purpose: 'marketing',
        given: true,
        notice_version: 'v-test',
        at: daysAgo(10).toISOString(),
        ip_hash: 'b'.repeat(64),
        via: 'apply',
      },
    ])

    expect(await runRetention(t.db, 365, NOW)).toMatchObject({ applications: 1, enquiries: 1 })
    expect((await getApplication(t.db, old))?.erasedAt).toBe(NOW.toISOString())
    expect((await getApplication(t.db, old))?.notes).toEqual([])
    expect((await getApplication(t.db, old))?.panMasked).toBe('')
    expect((await t.db('loan_applications').where({ id: old }).first()).pan_masked).toBeNull()
    expect((await getApplication(t.db, atLimit))?.erasedAt).toBeNull()
    expect((await getApplication(t.db, atLimit))?.panMasked).toMatch(/^[A-Z]{5}\*{4}[A-Z]$/)
    expect((await getApplication(t.db, fresh))?.name).not.toBe('')
    expect((await consentHistory(t.db, old)).map((c) => c.ip_hash)).toEqual([''])
    expect((await consentHistory(t.db, fresh)).map((c) => c.ip_hash)).toEqual(['b'.repeat(64)])
    expect((await getEnquiry(t.db, oldEnquiry))?.name).toBe('')
    expect((await getEnquiry(t.db, freshEnquiry))?.erasedAt).toBeNull()
    // A second run finds nothing more to erase.
    expect(await runRetention(t.db, 365, NOW)).toMatchObject({ applications: 0, enquiries: 0 })
    const audit = await listAudit(t.db, { limit: 5, offset: 0, action: 'retention.erase' })
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.details!)).toMatchObject({ days: 365, applications: 1, enquiries: 1 })
  })
})
