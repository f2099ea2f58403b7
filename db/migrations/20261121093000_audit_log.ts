import type { Knex } from 'knex'

// Append-only record of admin actions (issue 8). The code offers no update or delete on it.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('audit_log', (t) => {
    t.increments('id')
    t.string('at', 30).notNullable().index()
    t.string('actor', 254).notNullable()
    t.string('action', 60).notNullable().index()
    t.string('subject', 120).nullable()
    t.text('details').nullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('audit_log')
}
