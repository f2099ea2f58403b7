import type { Knex } from 'knex'

// After submit (issue 13, docs/decisions/100): the consent ledger (one row per optional purpose per
// change, so it is a history), the applicant's requests to the lead desk, and the loan type an
// application was made for (its decision time and documents list).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('consent_ledger', (t) => {
    t.increments('id')
    t.integer('application_id').notNullable()
    t.string('purpose', 20).notNullable()
    t.boolean('given').notNullable()
    t.string('notice_version', 40).notNullable()
    t.string('at', 30).notNullable()
    // Keyed hash of the IP under the data key ring's current key (purpose 'consent-ip'); '' once erased.
    t.string('ip_hash', 64).notNullable()
    t.string('via', 12).notNullable()
    t.index(['application_id', 'purpose', 'id'], 'consent_ledger_application_idx')
  })
  await db.schema.createTable('lead_requests', (t) => {
    t.increments('id')
    t.integer('application_id').notNullable()
    t.string('kind', 30).notNullable()
    t.string('status', 8).notNullable().defaultTo('open')
    t.string('created_at', 30).notNullable()
    t.string('done_at', 30).nullable()
    t.string('done_by', 254).nullable()
    t.index(['application_id', 'status'], 'lead_requests_application_idx')
    t.index(['status', 'created_at'], 'lead_requests_status_idx')
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('loan_type', 20).nullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropColumn('loan_type')
  })
  await db.schema.dropTable('lead_requests')
  await db.schema.dropTable('consent_ledger')
}
