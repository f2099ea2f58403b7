import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { insertFakeApplication } from '#tests/setup/lead-fixtures'
import { keyRing } from '#src/server/crypto.server'
import { productSchema } from '#src/shared/schemas/lenders'
import * as lenders from '#src/server/tables/lenders.server'
import { chooseOffer, dropChoice, offerKfs, offersView } from './offers.service.server'

// Issue 43 (docs/decisions/220, 206), on both engines: the sample catalogue a fresh install ships
// offers exactly what its rules say; the offers shown are kept as they were; a choice is one consent
// row with its snapshot, and is fixed once the desk has sent the application to a lender.

const NOW = new Date('2026-11-28T10:00:00.000Z')
const KEY = randomBytes(32)
const meta = { keys: keyRing(KEY), ip: '203.0.113.7', now: NOW }

let seq = 0
/** A ₹5 lakh personal loan in Maharashtra, ₹60,000 a month, born 15 June 1994 (src/shared/offers/match.test.ts's worked case). */
async function application(t: TestDb, over: Record<string, unknown> = {}): Promise<number> {
  const id = await insertFakeApplication(t.db, KEY, 5000 + ++seq, NOW)
  await t
    .db('loan_applications')
    .where({ id })
    .update({
      loan_type: 'personal',
      loan_amount: 5_00_000,
      monthly_income: 60_000,
      date_of_birth: '1994-06-15',
      state: 'Maharashtra',
      city: 'Mumbai',
      ...over,
    })
  return id
}

const shown = async (t: TestDb, id: number, tenure?: number) =>
  (await offersView(t.db, id, tenure, NOW)).match.offers.map((o) => [o.lender, o.tenure, o.rateBp, o.emi])

describe.each(engines)('offers on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('the sample catalogue offers exactly what its rules say, and names every other lender with its first unmet rule', async () => {
    const view = await offersView(t.db, await application(t), undefined, NOW)
    expect(view.sample).toBe(true)
    expect(view.canChoose).toBe(true)
    expect(view.match.offers.map((o) => [o.lender, o.tenure, o.emi, o.apr.toFixed(2)])).toEqual([
      ['Trivan Bank', 36, 16_310, '11.57'],
      ['Sahyog Finance', 36, 16_968, '15.18'],
    ])
    expect(view.match.unmatched.map((u) => [u.lender, u.reason.rule])).toEqual([
      ['Kaveri Fincorp', 'state'],
      ['Nirmala Capital', 'amount'],
      ['Pankh Credit', 'loanType'],
      ['Pragati Bank', 'loanType'],
    ])
    // A car loan of ₹6 lakh: Trivan Bank's 9.25% first, then Pragati Bank's 9.75%.
    const car = await offersView(t.db, await application(t, { loan_type: 'car', loan_amount: 6_00_000 }), undefined, NOW)
    expect(car.match.offers.map((o) => [o.lender, o.rateBp])).toEqual([
      ['Trivan Bank', 925],
      ['Pragati Bank', 975],
    ])
  })

  test('an offer shown stays as it was when the admin edits the product; the next application sees the new terms', async () => {
    const first = await application(t)
    expect(await shown(t, first)).toContainEqual(['Trivan Bank', 36, 1075, 16_310])
    const trivan = (await lenders.selectLenders(t.db)).find((l) => l.displayName === 'Trivan Bank')!
    const personal = (await lenders.selectProducts(t.db, trivan.id)).find((p) => p.loanType === 'personal')!
    const edit = productSchema.parse({
      loanType: 'personal',
      minAmount: '1,00,000',
      maxAmount: '10,00,000',
      minTenure: '12',
      maxTenure: '72',
      rateKind: 'fixed',
      rate: '12',
      benchmark: '',
      benchmarkRate: '',
      spread: '',
      processingFee: '1',
      preClosure: 'None',
      minMonthlyIncome: '50,000',
      minAge: '21',
      maxAge: '58',
      maxAgeAtEnd: '60',
      statesServed: 'all',
      states: '',
    })
    await lenders.updateProduct(t.db, personal.id, { ...edit, lenderId: trivan.id }, NOW.toISOString())
    try {
      expect(await shown(t, first)).toContainEqual(['Trivan Bank', 36, 1075, 16_310])
      expect(await shown(t, await application(t))).toContainEqual(['Trivan Bank', 36, 1200, 16_607])
      // The KFS of the kept offer is the kept offer.
      expect((await offerKfs(t.db, first, personal.id, undefined, NOW))?.offer.rateBp).toBe(1075)
    } finally {
      await lenders.updateProduct(t.db, personal.id, personal, NOW.toISOString())
    }
  })

  test('two first looks at once keep one snapshot', async () => {
    const id = await application(t)
    const [a, b] = await Promise.all([offersView(t.db, id, undefined, NOW), offersView(t.db, id, undefined, NOW)])
    expect(a.match).toEqual(b.match)
    expect(await t.db('application_offers').where({ application_id: id })).toHaveLength(1)
  })

  test('choosing writes one consent row with the offer as shown; none withdraws it; after sent to lender the choice is fixed', async () => {
    const id = await application(t)
    const { match } = await offersView(t.db, id, 48, NOW)
    const sahyog = match.offers.find((o) => o.lender === 'Sahyog Finance')!
    const chosen = await chooseOffer(t.db, id, { productId: sahyog.productId, tenure: 48 }, meta)
    expect(chosen).toEqual(sahyog)
    expect((await offersView(t.db, id, undefined, NOW)).chosen).toEqual(sahyog)
    const rows = await t.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' }).orderBy('id')
    expect(
      rows.map((r: { given: unknown; via: string; details: string }) => [Boolean(r.given), r.via, JSON.parse(r.details).tenure]),
    ).toEqual([[true, 'offers', 48]])
    expect(await t.db('loan_applications').select('chosen_lender').where({ id }).first()).toEqual({ chosen_lender: 'Sahyog Finance' })

    await dropChoice(t.db, id, meta)
    expect((await offersView(t.db, id, undefined, NOW)).chosen).toBeNull()
    expect(await t.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' })).toHaveLength(2)

    // An offer the page does not show: refused, nothing written.
    await expect(chooseOffer(t.db, id, { productId: 999_999, tenure: 36 }, meta)).rejects.toMatchObject({ kind: 'not-found' })
    await t.db('loan_applications').where({ id }).update({ status: 'sent_to_lender' })
    await expect(chooseOffer(t.db, id, { productId: sahyog.productId, tenure: 36 }, meta)).rejects.toMatchObject({ kind: 'conflict' })
    await expect(dropChoice(t.db, id, meta)).rejects.toMatchObject({ kind: 'conflict' })
    expect(await t.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' })).toHaveLength(2)
    expect((await offersView(t.db, id, undefined, NOW)).canChoose).toBe(false)
  })

  test('an erased application has no offers', async () => {
    const id = await application(t)
    await t.db('loan_applications').where({ id }).update({ erased_at: NOW.toISOString() })
    await expect(offersView(t.db, id, undefined, NOW)).rejects.toMatchObject({ kind: 'not-found' })
  })
})
