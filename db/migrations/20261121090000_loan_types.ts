import type { Knex } from 'knex'
import { loanTypeSeed } from '../../src/shared/content/loan-types'

// The apply page's loan-type tabs read their terms from here; the admin edits them (docs/product.md §8 Apply form,
// §18 JSON API: add-loan-details). Seeded in the migration, so a fresh install shows the figures of
// docs/product.md §20 Business constants and the seed runs exactly once.
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
    loanTypeSeed.map((t, position) => ({
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
