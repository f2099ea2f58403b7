import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { migrationSource } from '#db/migrations/index'
import { ERASED_LOAN_TYPE_LABEL } from '#src/shared/lead-charts'
import type { Funnel, FunnelRow } from '#src/shared/funnel'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'
import { eraseApplication } from './applications.service.server'
import { funnelCsv, funnelPage, medianOf } from './funnel.service.server'

const key = randomBytes(32)
const NOW = new Date('2026-11-21T06:00:00.000Z')
const PERIOD = { from: '2026-09', to: '2026-11' }

/** An India wall-clock time ('2026-10-05 10:00') as the UTC instant the database stores. */
const ist = (at: string) => new Date(`${at.replace(' ', 'T')}:00+05:30`).toISOString()

// Eight leads a desk worked, each step's India day chosen so that the days are easy to count. The
// numbers beside each step are the days it took from the step before.
const leads = [
  // Personal, October: contacted the same day (0), sent after 3, sanctioned after 2, paid after 2.
  {
    name: 'A',
    type: 'personal',
    created: '2026-10-05 10:00',
    contacted: '2026-10-05 16:00',
    sent: ['2026-10-08 11:00', 'Trivan Bank'],
    sanctioned: '2026-10-10 12:00',
    paid: ['2026-10-12', 300_000],
  },
  // 1, 2, 5, 1
  {
    name: 'B',
    type: 'personal',
    created: '2026-10-06 09:00',
    contacted: '2026-10-07 09:00',
    sent: ['2026-10-09 09:00', 'Trivan Bank'],
    sanctioned: '2026-10-14 18:00',
    paid: ['2026-10-15', 200_000],
  },
  // 2, 1, 1; not paid out
  {
    name: 'C',
    type: 'personal',
    created: '2026-10-07 23:50',
    contacted: '2026-10-09 00:10',
    sent: ['2026-10-10 10:00', 'Sahyog Finance'],
    sanctioned: '2026-10-11 10:00',
  },
  // Car, 00:10 on 1 November in India (18:40 UTC on 31 October): a November lead. 0, 4.
  { name: 'D', type: 'car', created: '2026-11-01 00:10', contacted: '2026-11-01 11:00', sent: ['2026-11-05 11:00', 'Sahyog Finance'] },
  // 3
  { name: 'E', type: 'car', created: '2026-11-02 12:00', contacted: '2026-11-05 12:00' },
  { name: 'F', type: 'home', created: '2026-11-03 12:00' },
  // 23:59 on 31 October in India: an October lead, never called.
  { name: 'G', type: 'personal', created: '2026-10-31 23:59' },
  // August, before the period chosen, though within the default last 12 months.
  {
    name: 'H',
    type: 'business',
    created: '2026-08-10 10:00',
    contacted: '2026-08-10 12:00',
    sent: ['2026-08-11 10:00', 'Pragati Bank'],
    sanctioned: '2026-08-12 10:00',
    paid: ['2026-08-13', 900_000],
  },
] as const

type Lead = (typeof leads)[number]

async function seed(db: TestDb['db']): Promise<Map<string, number>> {
  const ids = new Map<string, number>()
  for (const [i, l] of leads.entries()) {
    const id = await insertFakeApplication(db, key, i, new Date(ist(l.created)), { loan_type: l.type })
    ids.set(l.name, id)
    // Each step as the desk records it: one update a step, as the lead moves.
    const lead = l as Partial<Lead> & {
      sent?: readonly [string, string]
      paid?: readonly [string, number]
      contacted?: string
      sanctioned?: string
    }
    const update = (row: Record<string, unknown>) => db('loan_applications').where({ id }).update(row)
    if (lead.contacted) await update({ contacted_at: ist(lead.contacted), status: 'contacted' })
    if (lead.sent) await update({ sent_at: ist(lead.sent[0]), sent_lender: lead.sent[1], status: 'sent_to_lender' })
    if (lead.sanctioned)
      await update({
        sanctioned_at: ist(lead.sanctioned),
        sanctioned_amount: 400_000,
        sanctioned_rate: 12.5,
        sanctioned_tenure: 36,
        status: 'sanctioned',
      })
    if (lead.paid)
      await update({
        disbursed_on: lead.paid[0],
        disbursed_amount: lead.paid[1],
        disbursed_at: ist(`${lead.paid[0]} 17:00`),
        status: 'disbursed',
      })
  }
  return ids
}

const lineOf = (f: Funnel, group: string, key: string): FunnelRow => f.groups.find((g) => g.id === group)!.rows.find((r) => r.key === key)!

/** A line as a reader checks it: counts, shares to one decimal, median days, rupees. */
const figures = (r: FunnelRow) => ({
  counts: Object.values(r.counts),
  shares: Object.values(r.conversion).map((s) => (s === null ? null : Math.round(s * 1000) / 10)),
  days: Object.values(r.medianDays),
  disbursed: r.disbursed,
})

describe('the median of a histogram', () => {
  test('is the middle value of an odd count and the mean of the two middle values of an even one', () => {
    expect(
      medianOf(
        new Map([
          [0, 2],
          [1, 1],
          [2, 1],
          [3, 1],
        ]),
      ),
    ).toBe(1)
    expect(
      medianOf(
        new Map([
          [4, 1],
          [1, 1],
          [3, 1],
          [2, 1],
        ]),
      ),
    ).toBe(2.5)
    expect(medianOf(new Map([[7, 1]]))).toBe(7)
    expect(medianOf(new Map([[5, 0]]))).toBeNull()
  })
})

describe.each(engines)('the funnel on %s', (kind) => {
  let t: TestDb
  let ids: Map<string, number>
  beforeAll(async () => {
    t = await openTestDb(kind)
    ids = await seed(t.db)
  })
  afterAll(() => t.close())

  test('all leads of September to November: 7 leads, 5 contacted, 4 sent, 3 sanctioned, 2 paid out, with the median days of each step', async () => {
    const { funnel, periodError } = await funnelPage(t.db, PERIOD, NOW)
    expect(periodError).toBe('')
    expect(figures(funnel.total)).toEqual({
      counts: [7, 5, 4, 3, 2],
      shares: [71.4, 80, 75, 66.7],
      // Contact took 0, 1, 2, 0, 3 days (odd: the middle, 1); sending 3, 2, 1, 4 (even: 2.5);
      // sanction 2, 5, 1 (2); payout 2, 1 (1.5).
      days: [1, 2.5, 2, 1.5],
      disbursed: 500_000,
    })
  })

  test('by loan type, every type in its usual order, the unused at zero', async () => {
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    expect(funnel.groups.find((g) => g.id === 'loan-type')!.rows.map((r) => `${r.label}: ${r.counts.lead}`)).toEqual([
      'Personal Loan: 4',
      'Business Loan: 0',
      'Home Loan: 1',
      'Car Loan: 2',
      'Overdraft Loan: 0',
      'Credit Card Loan: 0',
    ])
    expect(figures(lineOf(funnel, 'loan-type', 'personal'))).toEqual({
      counts: [4, 3, 3, 3, 2],
      shares: [75, 100, 100, 66.7],
      days: [1, 2, 2, 1.5],
      disbursed: 500_000,
    })
    expect(figures(lineOf(funnel, 'loan-type', 'car'))).toEqual({
      counts: [2, 2, 1, 0, 0],
      shares: [100, 50, 0, null],
      days: [1.5, 4, null, null],
      disbursed: 0,
    })
  })

  test('by lender, from the file sent: no leads or calls of its own, every lender listed', async () => {
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    expect(funnel.groups.find((g) => g.id === 'lender')!.rows.map((r) => r.label)).toEqual([
      'Sahyog Finance',
      'Trivan Bank',
      'Nirmala Capital',
      'Pankh Credit',
      'Kaveri Fincorp',
      'Pragati Bank',
    ])
    expect(figures(lineOf(funnel, 'lender', 'Trivan Bank'))).toEqual({
      counts: [null, null, 2, 2, 2],
      shares: [null, null, 100, 100],
      days: [null, 2.5, 3.5, 1.5],
      disbursed: 500_000,
    })
    expect(figures(lineOf(funnel, 'lender', 'Sahyog Finance'))).toEqual({
      counts: [null, null, 2, 1, 0],
      shares: [null, null, 50, 0],
      days: [null, 2.5, 1, null],
      disbursed: 0,
    })
    // Pragati Bank's lead came in August, outside the months chosen.
    expect(lineOf(funnel, 'lender', 'Pragati Bank').counts.sent).toBe(0)
  })

  test('by the month the lead came in, India time, every month of the period', async () => {
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    const months = funnel.groups.find((g) => g.id === 'month')!.rows
    expect(months.map((r) => `${r.label}: ${r.counts.lead}`)).toEqual(['Sep 2026: 0', 'Oct 2026: 4', 'Nov 2026: 3'])
    expect(figures(lineOf(funnel, 'month', '2026-11'))).toEqual({
      counts: [3, 2, 1, 0, 0],
      shares: [66.7, 50, 0, null],
      days: [1.5, 4, null, null],
      disbursed: 0,
    })
  })

  test('by default the last 12 months, this one included, which takes in August', async () => {
    const { funnel } = await funnelPage(t.db, {}, NOW)
    expect([funnel.from, funnel.to]).toEqual(['2025-12', '2026-11'])
    expect(funnel.total.counts.lead).toBe(8)
    expect(funnel.total.disbursed).toBe(1_400_000)
    const odd = await funnelPage(t.db, { from: '2026-13' }, NOW)
    expect(odd.periodError).toMatch(/YYYY-MM/)
    expect([odd.funnel.from, odd.funnel.to]).toEqual(['2025-12', '2026-11'])
  })

  test('the CSV carries the same figures, line by line', async () => {
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    const lines = funnelCsv(funnel)
      .replace(/^\uFEFF/, '')
      .split('\r\n')
    expect(lines[0]).toBe('Leads that came in from 2026-09 to 2026-11 (India time)')
    expect(lines).toContain('All,All leads,7,5,4,3,2,71.4,80,75,66.7,1,2.5,2,1.5,500000')
    expect(lines).toContain('Lender,Trivan Bank,,,2,2,2,,,100,100,,2.5,3.5,1.5,500000')
    expect(lines).toContain('Month,Nov 2026,3,2,1,0,0,66.7,50,0,,1.5,4,,,0')
  })

  test('an erased lead still counts, under the erased loan type; a payout recorded later moves the figures at once', async () => {
    expect(await eraseApplication(t.db, ids.get('G')!, 'admin@loanpartner.in', NOW)).toBe('erased')
    await t
      .db('loan_applications')
      .where({ id: ids.get('C')! })
      .update({ disbursed_on: '2026-10-20', disbursed_amount: 150_000, disbursed_at: ist('2026-10-20 12:00') })
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    expect(lineOf(funnel, 'loan-type', 'personal').counts.lead).toBe(3)
    expect(lineOf(funnel, 'loan-type', '')).toMatchObject({ label: ERASED_LOAN_TYPE_LABEL, counts: { lead: 1, contacted: 0 } })
    // Payouts after 2, 1 and now 9 days: the middle one is 2.
    expect(figures(funnel.total)).toMatchObject({ counts: [7, 5, 4, 3, 3], days: [1, 2.5, 2, 2], disbursed: 650_000 })
  })

  test('one statement that moves many leads at once counts each of them', async () => {
    const before = (await funnelPage(t.db, PERIOD, NOW)).funnel.total.counts
    // F (home) and G (erased) are called in one UPDATE: two contacts more, 23 and 26 days after they came.
    const moved = await t
      .db('loan_applications')
      .whereIn('id', [ids.get('F')!, ids.get('G')!])
      .update({ contacted_at: ist('2026-11-26 10:00') })
    expect(moved).toBe(2)
    const { funnel } = await funnelPage(t.db, PERIOD, NOW)
    expect(funnel.total.counts).toEqual({ ...before, contacted: before.contacted! + 2 })
    expect(lineOf(funnel, 'loan-type', 'home').medianDays.contacted).toBe(23)
    expect(lineOf(funnel, 'loan-type', '').medianDays.contacted).toBe(26)
  })

  test('rolling the rollup back and running it again gives the same funnel', async () => {
    const before = await funnelPage(t.db, {}, NOW)
    const name = '20261129010000_funnel_counts'
    await t.db.migrate.down({ migrationSource, name })
    expect(await t.db.schema.hasTable('funnel_counts')).toBe(false)
    await t.db.migrate.up({ migrationSource, name })
    expect(await funnelPage(t.db, {}, NOW)).toEqual(before)
  })
})
