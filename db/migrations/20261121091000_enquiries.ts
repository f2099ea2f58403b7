import type { Knex } from 'knex'

// Contact enquiries (docs/product.md §14 Entities and fields). Times are ISO UTC strings; created_at and
// status are indexed for the admin desk's newest-first lists and for the retention clean-up (docs/decisions/072).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('enquiries', (t) => {
    t.increments('id')
    t.string('first_name', 100).notNullable()
    t.string('last_name', 100).nullable()
    t.string('mobile_number', 10).notNullable()
    t.string('city', 100).notNullable()
    t.string('loan_type', 40).notNullable()
    t.text('message').nullable()
    t.string('email', 254).nullable()
    t.string('status', 20).notNullable().defaultTo('new')
    t.string('created_at', 30).notNullable()
    t.index(['created_at'], 'enquiries_created_at_idx')
    t.index(['status'], 'enquiries_status_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('enquiries')
}
