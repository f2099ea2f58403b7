import type { Knex } from 'knex'

// The lenders the company works with and their products, edited by the admin at /admin-dashboard/lenders
// (docs/decisions/201, 202). Shares are whole basis points (13.5% is 1350), money whole rupees, ages
// whole years, tenures months. A product's states are null for all of India, or a JSON array of names.
//
// A fresh install ships the six sample lenders and eleven products of the sample catalogue, marked
// `sample` so that every page that shows them labels them. Seeded here, so the seed runs exactly
// once, under the start-up lock that several processes booting at once share (docs/decisions/083).
// The rows are written out as they were when this migration first ran: a migration never reads live
// code (src/features/lenders/lenders.data.test.ts holds them equal to the catalogue).

const SOUTH = ['Tamil Nadu', 'Karnataka', 'Kerala', 'Andhra Pradesh', 'Telangana', 'Puducherry']
const METROS = ['Maharashtra', 'Karnataka', 'Delhi', 'Tamil Nadu', 'Telangana', 'Gujarat']

// legal name, shown as, RBI registration, penal in words, % a month (bp), ₹ per missed instalment, cooling-off days, slug
const lenders: [string, string, string, string, number | null, number | null, number, string][] = [
  ['Sahyog Finance Limited', 'Sahyog Finance', 'N-12.00000', '2% a month on the overdue instalment', 200, null, 3, 'sahyog-finance'],
  ['Trivan Bank Limited', 'Trivan Bank', 'BANK-000001', '1.5% a month on the overdue instalment', 150, null, 1, 'trivan-bank'],
  ['Nirmala Capital Private Limited', 'Nirmala Capital', 'N-14.00000', '₹500 for each missed instalment', null, 500, 3, 'nirmala-capital'],
  ['Pankh Credit Limited', 'Pankh Credit', 'N-05.00000', '2% a month on the overdue instalment', 200, null, 2, 'pankh-credit'],
  ['Kaveri Fincorp Limited', 'Kaveri Fincorp', 'N-07.00000', '₹750 for each missed instalment', null, 750, 3, 'kaveri-fincorp'],
  ['Pragati Bank Limited', 'Pragati Bank', 'BANK-000002', '1% a month on the overdue instalment', 100, null, 1, 'pragati-bank'],
]

// lender (shown as), loan type, amount from, to, tenure from, to, rate bp, fee bp, income at least, age from, to, age at end, states
const products: [string, string, number, number, number, number, number, number, number, number, number, number, string[] | null][] = [
  ['Sahyog Finance', 'personal', 50_000, 10_00_000, 12, 60, 1350, 200, 25_000, 23, 58, 60, null],
  ['Sahyog Finance', 'business', 1_00_000, 10_00_000, 12, 48, 1700, 250, 40_000, 25, 65, 70, null],
  ['Trivan Bank', 'personal', 1_00_000, 10_00_000, 12, 72, 1075, 100, 50_000, 21, 58, 60, METROS],
  ['Trivan Bank', 'home', 5_00_000, 10_00_000, 60, 360, 850, 50, 30_000, 21, 60, 70, METROS],
  ['Trivan Bank', 'car', 1_00_000, 10_00_000, 12, 84, 925, 100, 30_000, 21, 65, 70, METROS],
  ['Nirmala Capital', 'personal', 15_000, 3_00_000, 6, 36, 2200, 300, 15_000, 21, 55, 58, null],
  ['Pankh Credit', 'business', 50_000, 10_00_000, 6, 36, 1950, 300, 30_000, 25, 65, 68, null],
  ['Kaveri Fincorp', 'personal', 25_000, 5_00_000, 12, 48, 1600, 250, 20_000, 21, 58, 60, SOUTH],
  ['Kaveri Fincorp', 'overdraft', 50_000, 5_00_000, 12, 12, 1500, 100, 25_000, 21, 60, 62, SOUTH],
  ['Pragati Bank', 'home', 3_00_000, 10_00_000, 60, 240, 875, 50, 25_000, 21, 60, 70, null],
  ['Pragati Bank', 'car', 1_00_000, 8_00_000, 12, 60, 975, 100, 25_000, 21, 65, 70, null],
]

const PRE_CLOSURE = 'Not given for this sample product'

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lenders', (t) => {
    t.increments('id').primary()
    t.string('legal_name', 120).notNullable()
    t.string('display_name', 60).notNullable().unique()
    t.string('rbi_registration', 40).notNullable()
    t.string('website', 200).notNullable()
    t.string('grievance_url', 200).notNullable()
    t.string('grievance_phone', 20).notNullable()
    t.string('penal_charges', 300).notNullable()
    t.integer('penal_monthly_bp').nullable()
    t.integer('penal_per_instalment').nullable()
    t.integer('cooling_off_days').notNullable()
    t.boolean('active').notNullable()
    t.boolean('sample').notNullable()
    t.string('mark', 200).nullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
  })
  await db.schema.createTable('lender_products', (t) => {
    t.increments('id').primary()
    t.integer('lender_id').notNullable().references('id').inTable('lenders').onDelete('CASCADE')
    t.string('loan_type', 30).notNullable()
    t.integer('min_amount').notNullable()
    t.integer('max_amount').notNullable()
    t.integer('min_tenure').notNullable()
    t.integer('max_tenure').notNullable()
    t.string('rate_kind', 10).notNullable()
    t.integer('rate_bp').nullable()
    t.string('benchmark', 60).nullable()
    t.integer('benchmark_bp').nullable()
    t.integer('spread_bp').nullable()
    t.integer('processing_fee_bp').notNullable()
    t.string('pre_closure', 300).notNullable()
    t.integer('min_monthly_income').notNullable()
    t.integer('min_age').notNullable()
    t.integer('max_age').notNullable()
    t.integer('max_age_at_end').notNullable()
    t.text('states').nullable()
    t.boolean('active').notNullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
    t.index(['lender_id'])
  })

  const now = new Date().toISOString()
  const ids = new Map<string, number>()
  // One insert a lender, in the catalogue's order, so the ids follow it on both engines.
  for (const [i, [legalName, displayName, rbi, penal, monthlyBp, perInstalment, coolingOff, slug]] of lenders.entries()) {
    const [row] = await db('lenders')
      .insert({
        legal_name: legalName,
        display_name: displayName,
        rbi_registration: rbi,
        website: `https://${slug}.example`,
        grievance_url: `https://${slug}.example/grievance-redressal`,
        grievance_phone: '+91 00000 00000',
        penal_charges: penal,
        penal_monthly_bp: monthlyBp,
        penal_per_instalment: perInstalment,
        cooling_off_days: coolingOff,
        active: true,
        sample: true,
        mark: `/images/lenders/lender-${i + 1}.svg`,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
    ids.set(displayName, typeof row === 'object' ? (row as { id: number }).id : (row as number))
  }
  await db('lender_products').insert(
    products.map(
      ([lender, loanType, minAmount, maxAmount, minTenure, maxTenure, rateBp, feeBp, income, minAge, maxAge, endAge, states]) => ({
        lender_id: ids.get(lender),
        loan_type: loanType,
        min_amount: minAmount,
        max_amount: maxAmount,
        min_tenure: minTenure,
        max_tenure: maxTenure,
        rate_kind: 'fixed',
        rate_bp: rateBp,
        processing_fee_bp: feeBp,
        pre_closure: PRE_CLOSURE,
        min_monthly_income: income,
        min_age: minAge,
        max_age: maxAge,
        max_age_at_end: endAge,
        states: states && JSON.stringify(states),
        active: true,
        created_at: now,
        updated_at: now,
      }),
    ),
  )
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('lender_products')
  await db.schema.dropTable('lenders')
}
