import type { Knex } from 'knex'

// Every matching offer (issue 43, docs/decisions/220, 206): the lenders and products an application
// was first matched against, kept as they were shown, so that an admin's later edit never changes an
// offer a borrower has seen; and the offer the borrower chose, as it was shown. The consent ledger's
// new `details` holds that snapshot beside the consent to share the application with its lender; the
// application itself carries the chosen lender and a line on the offer, for the desk's list and CSV.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('application_offers', (t) => {
    t.integer('application_id').primary().references('id').inTable('loan_applications').onDelete('CASCADE')
    /** JSON: { lenders, products }, src/shared/offers/match.ts's Catalogue. */
    t.text('catalogue').notNullable()
    t.string('taken_at', 30).notNullable()
    /** JSON: the chosen Offer as shown, or null. */
    t.text('chosen').nullable()
    t.string('chosen_at', 30).nullable()
  })
  await db.schema.alterTable('consent_ledger', (t) => {
    t.text('details').nullable()
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('chosen_lender', 60).nullable()
    t.string('chosen_offer', 300).nullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropColumn('chosen_lender')
    t.dropColumn('chosen_offer')
  })
  await db.schema.alterTable('consent_ledger', (t) => {
    t.dropColumn('details')
  })
  await db.schema.dropTable('application_offers')
}
