import type { Knex } from 'knex'

// Schema builder only, so SQLite and PostgreSQL both run it.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('sessions', (t) => {
    t.string('sid').primary()
    t.json('sess').notNullable()
    t.timestamp('expired').notNullable().index()
  })
  await db.schema.createTable('admins', (t) => {
    t.increments('id')
    t.string('email', 254).notNullable().unique()
    t.string('password_hash', 200).notNullable()
    t.string('created_at', 30).notNullable()
    t.string('updated_at', 30).notNullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admins')
  await db.schema.dropTable('sessions')
}
