import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { countRows, engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { selectPublicLenders } from '#src/server/tables/lenders.server'
import { annualRateBp, samplePreClosure } from '#src/shared/content/lenders'
import { lenderSchema, productSchema } from '#src/shared/schemas/lenders'
import * as lenders from './lenders.service.server'
import { ashaForm as lenderForm, personalProductForm } from '#tests/setup/lender-fixtures'

const NOW = new Date('2026-11-28T10:00:00.000Z')
const ADMIN = 'admin@example.com'

// The sample catalogue of a fresh install, as its table gives it: shown as, legal name, RBI
// registration, penal charges, cooling-off days.
const sampleLenders = [
  ['Sahyog Finance', 'Sahyog Finance Limited', 'N-12.00000', '2% a month on the overdue instalment', 3],
  ['Trivan Bank', 'Trivan Bank Limited', 'BANK-000001', '1.5% a month on the overdue instalment', 1],
  ['Nirmala Capital', 'Nirmala Capital Private Limited', 'N-14.00000', '₹500 for each missed instalment', 3],
  ['Pankh Credit', 'Pankh Credit Limited', 'N-05.00000', '2% a month on the overdue instalment', 2],
  ['Kaveri Fincorp', 'Kaveri Fincorp Limited', 'N-07.00000', '₹750 for each missed instalment', 3],
  ['Pragati Bank', 'Pragati Bank Limited', 'BANK-000002', '1% a month on the overdue instalment', 1],
]
const METROS = 'Maharashtra, Karnataka, Delhi, Tamil Nadu, Telangana, Gujarat'
const SOUTH = 'Tamil Nadu, Karnataka, Kerala, Andhra Pradesh, Telangana, Puducherry'
// Lender, loan type, amount, tenure (months), rate, processing fee, monthly income at least, age at applying, age at end, states.
const sampleProducts = [
  ['Sahyog Finance', 'Personal Loan', '₹50,000 – ₹10,00,000', '12 – 60', '13.5%', '2%', '₹25,000', '23 – 58', '60', 'all'],
  ['Sahyog Finance', 'Business Loan', '₹1,00,000 – ₹10,00,000', '12 – 48', '17%', '2.5%', '₹40,000', '25 – 65', '70', 'all'],
  ['Trivan Bank', 'Personal Loan', '₹1,00,000 – ₹10,00,000', '12 – 72', '10.75%', '1%', '₹50,000', '21 – 58', '60', METROS],
  ['Trivan Bank', 'Home Loan', '₹5,00,000 – ₹10,00,000', '60 – 360', '8.5%', '0.5%', '₹30,000', '21 – 60', '70', METROS],
  ['Trivan Bank', 'Car Loan', '₹1,00,000 – ₹10,00,000', '12 – 84', '9.25%', '1%', '₹30,000', '21 – 65', '70', METROS],
  ['Nirmala Capital', 'Personal Loan', '₹15,000 – ₹3,00,000', '6 – 36', '22%', '3%', '₹15,000', '21 – 55', '58', 'all'],
  ['Pankh Credit', 'Business Loan', '₹50,000 – ₹10,00,000', '6 – 36', '19.5%', '3%', '₹30,000', '25 – 65', '68', 'all'],
  ['Kaveri Fincorp', 'Personal Loan', '₹25,000 – ₹5,00,000', '12 – 48', '16%', '2.5%', '₹20,000', '21 – 58', '60', SOUTH],
  ['Kaveri Fincorp', 'Overdraft Loan', '₹50,000 – ₹5,00,000', '12 – 12', '15%', '1%', '₹25,000', '21 – 60', '62', SOUTH],
  ['Pragati Bank', 'Home Loan', '₹3,00,000 – ₹10,00,000', '60 – 240', '8.75%', '0.5%', '₹25,000', '21 – 60', '70', 'all'],
  ['Pragati Bank', 'Car Loan', '₹1,00,000 – ₹8,00,000', '12 – 60', '9.75%', '1%', '₹25,000', '21 – 65', '70', 'all'],
]

const typeNames: Record<string, string> = {
  personal: 'Personal Loan',
  business: 'Business Loan',
  home: 'Home Loan',
  car: 'Car Loan',
  overdraft: 'Overdraft Loan',
}
const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`
const pct = (bp: number) => `${bp / 100}%`

const productForm = {
  ...personalProductForm,
  rateKind: 'floating',
  rate: '',
  benchmark: 'Repo rate',
  benchmarkRate: '5.5',
  spread: '7.25',
  states: 'Karnataka,Kerala',
}

describe.each(engines)('lenders on %s', (kind) => {
  let t: TestDb
  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('a fresh install lists the six sample lenders and eleven products of the sample catalogue, exactly, each marked a sample', async () => {
    const all = await lenders.listLenders(t.db)
    expect(all.map((l) => [l.displayName, l.legalName, l.rbiRegistration, l.penalCharges, l.coolingOffDays])).toEqual(sampleLenders)
    expect(all.every((l) => l.sample && l.active)).toBe(true)
    // The wordmarks of public/images/lenders stay the sample lenders' marks.
    expect(all.map((l) => l.mark)).toEqual([1, 2, 3, 4, 5, 6].map((n) => `/images/lenders/lender-${n}.svg`))
    expect(all.map((l) => [l.penalMonthlyBp, l.penalPerInstalment])).toEqual([
      [200, null],
      [150, null],
      [null, 500],
      [200, null],
      [null, 750],
      [100, null],
    ])
    const products = all.flatMap((l) =>
      l.products.map((p) => [
        l.displayName,
        typeNames[p.loanType],
        `${inr(p.minAmount)} – ${inr(p.maxAmount)}`,
        `${p.minTenure} – ${p.maxTenure}`,
        pct(annualRateBp(p.rate)),
        pct(p.processingFeeBp),
        inr(p.minMonthlyIncome),
        `${p.minAge} – ${p.maxAge}`,
        String(p.maxAgeAtEnd),
        p.states === 'all' ? 'all' : p.states.join(', '),
      ]),
    )
    expect(products).toEqual(sampleProducts)
    expect(all.flatMap((l) => l.products).every((p) => p.rate.kind === 'fixed' && p.active)).toBe(true)
    // No lender stated the samples' pre-closure charges: a KFS shows its catalogue's words for them (docs/decisions/234).
    expect(new Set(all.flatMap((l) => l.products.map((p) => p.preClosure)))).toEqual(new Set([samplePreClosure]))
  })

  test('the admin adds a lender and a floating-rate product, edits, pauses and removes them, and the audit log has each change', async () => {
    const id = await lenders.addLender(t.db, ADMIN, lenderSchema.parse(lenderForm), NOW)
    const productId = await lenders.addProduct(t.db, ADMIN, id, productSchema.parse(productForm), NOW)
    let asha = await lenders.getLender(t.db, id)
    expect(asha).toMatchObject({
      displayName: 'Asha Finance',
      penalMonthlyBp: 200,
      penalPerInstalment: null,
      active: true,
      sample: false,
      mark: null,
    })
    expect(asha.products).toEqual([
      {
        id: productId,
        lenderId: id,
        loanType: 'personal',
        minAmount: 50_000,
        maxAmount: 5_00_000,
        minTenure: 12,
        maxTenure: 48,
        rate: { kind: 'floating', benchmark: 'Repo rate', benchmarkBp: 550, spreadBp: 725 },
        processingFeeBp: 150,
        preClosure: 'None after 12 EMIs',
        minMonthlyIncome: 30_000,
        minAge: 21,
        maxAge: 58,
        maxAgeAtEnd: 60,
        states: ['Karnataka', 'Kerala'],
        active: true,
      },
    ])
    expect((await selectPublicLenders(t.db)).map((l) => l.displayName)).toContain('Asha Finance')

    await lenders.updateLender(t.db, ADMIN, id, lenderSchema.parse({ ...lenderForm, coolingOffDays: '5' }), NOW)
    await lenders.updateProduct(
      t.db,
      ADMIN,
      productId,
      productSchema.parse({ ...productForm, rateKind: 'fixed', rate: '12.25', statesServed: 'all' }),
      NOW,
    )
    asha = await lenders.getLender(t.db, id)
    expect(asha.coolingOffDays).toBe(5)
    expect([asha.products[0]!.rate, asha.products[0]!.states]).toEqual([{ kind: 'fixed', rateBp: 1225 }, 'all'])

    await lenders.setProductActive(t.db, ADMIN, productId, false, NOW)
    await lenders.setLenderActive(t.db, ADMIN, id, false, NOW)
    asha = await lenders.getLender(t.db, id)
    expect([asha.active, asha.products[0]!.active]).toEqual([false, false])
    // A paused lender leaves the public pages.
    expect((await selectPublicLenders(t.db)).map((l) => l.displayName)).not.toContain('Asha Finance')

    await lenders.removeProduct(t.db, ADMIN, productId, NOW)
    await lenders.removeLender(t.db, ADMIN, id, NOW)
    await expect(lenders.getLender(t.db, id)).rejects.toMatchObject({ kind: 'not-found' })

    const audit = await t.db('audit_log').where({ at: NOW.toISOString() }).orderBy('id')
    expect(audit.map((a) => [a.actor, a.action, a.subject])).toEqual([
      [ADMIN, 'lender.add', `lender ${id} (Asha Finance)`],
      [ADMIN, 'lender_product.add', `product ${productId} (Asha Finance, personal)`],
      [ADMIN, 'lender.update', `lender ${id} (Asha Finance)`],
      [ADMIN, 'lender_product.update', `product ${productId} (Asha Finance, personal)`],
      [ADMIN, 'lender_product.pause', `product ${productId} (Asha Finance, personal)`],
      [ADMIN, 'lender.pause', `lender ${id} (Asha Finance)`],
      [ADMIN, 'lender_product.remove', `product ${productId} (Asha Finance, personal)`],
      [ADMIN, 'lender.remove', `lender ${id} (Asha Finance)`],
    ])
    expect(JSON.parse(audit[1]!.details)).toMatchObject({
      rate: { kind: 'floating', benchmark: 'Repo rate', benchmarkBp: 550, spreadBp: 725 },
    })
  })

  test('a refused save writes nothing: a name another lender shows, a product for a lender that does not exist', async () => {
    const before = {
      lenders: await countRows(t.db, 'lenders'),
      products: await countRows(t.db, 'lender_products'),
      audit: await countRows(t.db, 'audit_log'),
    }
    const trivan = (await lenders.listLenders(t.db)).find((l) => l.displayName === 'Trivan Bank')!
    // "sahyog finance" is Sahyog Finance's name, whatever the case.
    await expect(
      lenders.addLender(t.db, ADMIN, lenderSchema.parse({ ...lenderForm, displayName: 'sahyog finance' })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      errors: { displayName: 'Another lender is already shown to borrowers under this name' },
    })
    await expect(
      lenders.updateLender(t.db, ADMIN, trivan.id, lenderSchema.parse({ ...lenderForm, displayName: 'Pragati Bank' })),
    ).rejects.toMatchObject({ kind: 'invalid' })
    await expect(lenders.addProduct(t.db, ADMIN, 999_999, productSchema.parse(productForm))).rejects.toMatchObject({ kind: 'not-found' })
    expect({
      lenders: await countRows(t.db, 'lenders'),
      products: await countRows(t.db, 'lender_products'),
      audit: await countRows(t.db, 'audit_log'),
    }).toEqual(before)
    expect((await lenders.getLender(t.db, trivan.id)).legalName).toBe('Trivan Bank Limited')
  })
})
