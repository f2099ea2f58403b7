import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '../setup/test-db'
import { ERASED_LOAN_TYPE_LABEL, ERASED_PURPOSE_LABEL, type LeadChart } from '#src/shared/lead-charts'
import { eraseApplication } from '#src/features/leads/applications.service.server'
import { eraseEnquiry } from '#src/features/leads/enquiries.service.server'
import { insertFakeApplication, insertFakeEnquiry } from '../setup/lead-fixtures'
import { adminOverview } from '#src/features/admin-dashboard/admin-overview.service.server'
import { leadCharts } from '#src/features/admin-dashboard/lead-charts.service.server'

const key = randomBytes(32)
const NOW = new Date('2026-11-21T06:00:00.000Z')

// The seeded desk: each row's creation time, status and purpose. The times sit on the edges that
// matter in India's time (UTC+5:30), which the lists use too: the first and last instant of an IST
// day (18:30 UTC the day before), the oldest day shown and the day before it.
const applications = [
  { at: '2026-11-21T00:00:00.000Z', status: 'new', purpose: 'Wedding' },
  { at: '2026-11-21T05:59:59.999Z', status: 'new', purpose: 'Wedding' },
  { at: '2026-11-20T18:29:59.999Z', status: 'contacted', purpose: 'Education' },
  { at: '2026-11-20T18:30:00.000Z', status: 'sanctioned', purpose: 'Business' },
  { at: '2026-11-14T10:00:00.000Z', status: 'rejected', purpose: 'Wedding', erase: true },
  { at: '2026-10-22T18:30:00.000Z', status: 'sent_to_lender', purpose: 'Medical Emergency' },
  { at: '2026-10-22T18:29:59.999Z', status: 'withdrawn', purpose: 'Personal', erase: true },
  { at: '2026-01-05T09:00:00.000Z', status: 'sanctioned', purpose: 'Home Improvement' },
]
const enquiries = [
  { at: '2026-11-21T01:00:00.000Z' },
  { at: '2026-11-19T12:00:00.000Z', erase: true },
  { at: '2026-11-19T13:00:00.000Z' },
  { at: '2026-10-22T12:00:00.000Z' },
]

const counts = (chart: LeadChart | undefined) =>
  Object.fromEntries((chart?.rows ?? []).filter((r) => r.count > 0).map((r) => [r.key, r.count]))
const byId = (charts: LeadChart[], id: LeadChart['id']) => charts.find((c) => c.id === id)

describe.each(engines)('the lead desk charts on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t.close())

  test('with no leads yet every chart is there, each day and each known status and purpose at 0', async () => {
    const charts = await leadCharts(t.db, NOW)
    expect(charts.map((c) => c.id)).toEqual([
      'applications-per-day',
      'applications-by-status',
      'applications-by-purpose',
      'applications-by-loan-type',
      'enquiries-per-day',
    ])
    const days = byId(charts, 'applications-per-day')!.rows
    expect(days).toHaveLength(30)
    expect(days[0]).toEqual({ key: '2026-10-23', label: '23 Oct', count: 0 })
    expect(days.at(-1)).toEqual({ key: '2026-11-21', label: '21 Nov', count: 0 })
    expect(byId(charts, 'applications-by-status')!.rows.map((r) => r.label)).toEqual([
      'New',
      'Contacted',
      'Documents pending',
      'Sent to lender',
      'Sanctioned',
      'Disbursed',
      'Rejected',
      'Withdrawn',
      'Not reachable',
    ])
    expect(byId(charts, 'applications-by-purpose')!.rows).toHaveLength(9)
    expect(byId(charts, 'applications-by-loan-type')!.rows.map((r) => r.label)).toEqual([
      'Personal Loan',
      'Business Loan',
      'Home Loan',
      'Car Loan',
      'Overdraft Loan',
      'Credit Card Loan',
    ])
    expect(charts.flatMap((c) => c.rows).every((r) => r.count === 0)).toBe(true)
  })

  test('applications and enquiries are counted per day in India, by status and by purpose, erased ones included', async () => {
    for (const [i, a] of applications.entries()) {
      const id = await insertFakeApplication(t.db, key, i, new Date(a.at))
      await t.db('loan_applications').where({ id }).update({ status: a.status, purpose: a.purpose })
      if (a.erase) expect(await eraseApplication(t.db, id, 'admin@loanpartner.in', NOW)).toBe('erased')
    }
    for (const [i, e] of enquiries.entries()) {
      const id = await insertFakeEnquiry(t.db, i, new Date(e.at))
      if (e.erase) expect(await eraseEnquiry(t.db, id, 'admin@loanpartner.in', NOW)).toBe('erased')
    }

    const charts = await leadCharts(t.db, NOW)
    // 18:30 UTC on 20 November is midnight in India: that row counts on 21 November, the one a
    // millisecond earlier on 20 November. The oldest day shown is 23 October (IST); 23:59:59.999 IST
    // on 22 October falls outside.
    expect(counts(byId(charts, 'applications-per-day'))).toEqual({ '2026-11-21': 3, '2026-11-20': 1, '2026-11-14': 1, '2026-10-23': 1 })
    expect(counts(byId(charts, 'enquiries-per-day'))).toEqual({ '2026-11-21': 1, '2026-11-19': 2 })
    // Status and purpose cover every application, whenever it came; erasure keeps the status and blanks the purpose.
    expect(counts(byId(charts, 'applications-by-status'))).toEqual({
      new: 2,
      contacted: 1,
      sanctioned: 2,
      rejected: 1,
      sent_to_lender: 1,
      withdrawn: 1,
    })
    const purposes = byId(charts, 'applications-by-purpose')!.rows
    expect(counts(byId(charts, 'applications-by-purpose'))).toEqual({
      Wedding: 2,
      Education: 1,
      Business: 1,
      'Medical Emergency': 1,
      'Home Improvement': 1,
      '': 2,
    })
    // A purpose the form no longer offers follows the known ones; the erased come last, under their own label.
    expect(purposes.slice(-2).map((r) => `${r.label}: ${r.count}`)).toEqual(['Home Improvement: 1', `${ERASED_PURPOSE_LABEL}: 2`])
    expect(purposes.reduce((sum, r) => sum + r.count, 0)).toBe(applications.length)
    // The fixtures take the loan types in turn (row i gets loanTypeKeys[i % 6]); rows 4 and 6 were erased.
    const loanTypes = byId(charts, 'applications-by-loan-type')!.rows
    expect(counts(byId(charts, 'applications-by-loan-type'))).toEqual({
      personal: 1,
      business: 2,
      home: 1,
      car: 1,
      'credit-card': 1,
      '': 2,
    })
    expect(loanTypes.map((r) => r.label).slice(-2)).toEqual(['Credit Card Loan', ERASED_LOAN_TYPE_LABEL])
  })

  test('the dashboard overview carries the same charts', async () => {
    const overview = await adminOverview(t.db, NOW)
    expect(overview.charts).toEqual(await leadCharts(t.db, NOW))
    expect(overview.applications?.count).toBe(applications.length)
  })
})
