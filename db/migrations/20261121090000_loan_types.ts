import type { Knex } from 'knex'

// The apply page's loan-type tabs read their terms from here; the admin edits them (docs/product.md §8 Apply form,
// §18 JSON API: add-loan-details). Seeded in the migration, so a fresh install shows the figures of
// docs/product.md §20 Business constants and the seed runs exactly once. The rows are written out here,
// frozen as they were when this migration first ran: a migration never reads live copy, so editing
// the site's words never changes what an old migration creates (src/shared/content/loan-types.ts
// holds the same figures for the pages; a test keeps them equal).
const seed = [
  { key: 'personal', name: 'Personal Loan', interestRate: '10.35% to 24% p.a.', repaymentPeriod: '12 to 96 months' },
  { key: 'business', name: 'Business Loan', interestRate: '12% to 24% p.a.', repaymentPeriod: '12 to 72 months' },
  { key: 'home', name: 'Home Loan', interestRate: '7% to 12% p.a.', repaymentPeriod: 'Up to 30 years' },
  { key: 'car', name: 'Car Loan', interestRate: '8% to 13% p.a.', repaymentPeriod: '12 to 96 months' },
  { key: 'overdraft', name: 'Overdraft Loan', interestRate: '13% to 18% p.a.', repaymentPeriod: '60 to 96 months' },
  { key: 'credit-card', name: 'Credit Card Loan', interestRate: '1% to 10% p.a.', repaymentPeriod: '60 to 96 months' },
].map((t) => ({ ...t, prepayment: 'Available after the 1st EMI' }))

export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('loan_types', (t) => {
    t.string('key', 30).primary()
    t.string('name', 60).notNullable()
    t.string('interest_rate', 100).notNullable()
    t.string('repayment_period', 100).notNullable()
    t.string('prepayment', 100).notNullable()
    t.integer('position').notNullable()
    t.string('updated_at', 30).notNullable()
  })
  const now = new Date().toISOString()
  await db('loan_types').insert(
    seed.map((t, position) => ({
      key: t.key,
      name: t.name,
      interest_rate: t.interestRate,
      repayment_period: t.repaymentPeriod,
      prepayment: t.prepayment,
      position,
      updated_at: now,
    })),
  )
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('loan_types')
}
