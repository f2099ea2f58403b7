import type { Knex } from 'knex'

// What several processes on one database share (docs/decisions/080–083): rate-limit counters, the
// due time of each shared job, blog images when they live in the database, and the PAN as the admin
// lists show it, so that lists never decrypt.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('rate_limits', (t) => {
    t.string('key', 300).primary()
    t.integer('hits').notNullable()
    t.bigInteger('reset_at').notNullable().index() // epoch milliseconds
  })
  await db.schema.createTable('jobs', (t) => {
    t.string('name', 40).primary()
    t.bigInteger('next_run_at').notNullable() // epoch milliseconds
    t.string('ran_by', 100)
    t.string('ran_at', 30)
  })
  await db.schema.createTable('images', (t) => {
    t.string('file', 80).primary()
    t.binary('data').notNullable()
    t.string('etag', 40).notNullable()
    t.string('created_at', 30).notNullable()
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('pan_masked', 10)
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropColumn('pan_masked')
  })
  await db.schema.dropTable('images')
  await db.schema.dropTable('jobs')
  await db.schema.dropTable('rate_limits')
}
