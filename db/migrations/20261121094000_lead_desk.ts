import type { Knex } from 'knex'

// The admin lead desk (issue 8): status history, notes, the erasure marker and the indexes its lists
// need at 100,000 applications (bench/leads.ts). Erasure blanks the personal values in place and sets
// erased_at, so the other tables' NOT NULL columns stay as they are and no SQLite table rebuild is
// needed (docs/decisions/070).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('lead_status_changes', (t) => {
    t.increments('id')
    t.string('lead_kind', 12).notNullable()
    t.integer('lead_id').notNullable()
    t.string('at', 30).notNullable()
    t.string('actor', 254).notNullable()
    t.string('from_status', 20).notNullable()
    t.string('to_status', 20).notNullable()
    t.string('note', 1000).nullable()
    t.index(['lead_kind', 'lead_id'], 'lead_status_changes_lead_idx')
  })
  await db.schema.createTable('lead_notes', (t) => {
    t.increments('id')
    t.string('lead_kind', 12).notNullable()
    t.integer('lead_id').notNullable()
    t.string('at', 30).notNullable()
    t.string('actor', 254).notNullable()
    t.text('body').notNullable()
    t.index(['lead_kind', 'lead_id'], 'lead_notes_lead_idx')
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('erased_at', 30).nullable()
    t.index(['purpose', 'created_at'], 'loan_applications_purpose_created_idx')
    t.index(['state', 'created_at'], 'loan_applications_state_created_idx')
    t.index(['mobile_number'], 'loan_applications_mobile_idx')
    t.index(['email'], 'loan_applications_email_idx')
  })
  await db.schema.alterTable('enquiries', (t) => {
    t.string('erased_at', 30).nullable()
    t.index(['loan_type', 'created_at'], 'enquiries_loan_type_created_idx')
    t.index(['mobile_number'], 'enquiries_mobile_idx')
    t.index(['email'], 'enquiries_email_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('enquiries', (t) => {
    t.dropIndex([], 'enquiries_email_idx')
    t.dropIndex([], 'enquiries_mobile_idx')
    t.dropIndex([], 'enquiries_loan_type_created_idx')
    t.dropColumn('erased_at')
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropIndex([], 'loan_applications_email_idx')
    t.dropIndex([], 'loan_applications_mobile_idx')
    t.dropIndex([], 'loan_applications_state_created_idx')
    t.dropIndex([], 'loan_applications_purpose_created_idx')
    t.dropColumn('erased_at')
  })
  await db.schema.dropTable('lead_notes')
  await db.schema.dropTable('lead_status_changes')
}
