import type { Knex } from 'knex'

// Loan applications (issue 5). Money in whole rupees, times as ISO UTC strings, PAN only encrypted
// (AES-256-GCM) plus a keyed hash for look-ups (docs/decisions/031).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('loan_applications', (t) => {
    t.increments('id')
    t.string('reference', 20).notNullable().unique()
    t.string('status', 20).notNullable().defaultTo('new')
    t.integer('loan_amount').notNullable()
    t.integer('monthly_income').notNullable()
    t.string('purpose', 40).notNullable()
    t.string('full_name', 100).notNullable()
    t.string('email', 254).notNullable()
    t.string('pan_encrypted', 120).notNullable()
    t.string('pan_hash', 64).notNullable()
    t.string('mobile_number', 10).notNullable()
    t.string('company_name', 100).notNullable()
    t.string('pin_code', 6).notNullable()
    t.string('gender', 10).notNullable()
    t.string('date_of_birth', 10).notNullable()
    t.string('state', 60).notNullable()
    t.string('city', 60).notNullable()
    t.string('consent_version', 40).notNullable()
    t.string('consent_at', 30).notNullable()
    t.string('consent_ip_hash', 64).notNullable()
    t.string('created_at', 30).notNullable()
    t.index(['created_at'])
    t.index(['status', 'created_at'])
    // The duplicate check looks up the same PAN in the last minutes.
    t.index(['pan_hash', 'created_at'])
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('loan_applications')
}
