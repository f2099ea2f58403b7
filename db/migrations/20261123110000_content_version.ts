import type { Knex } from 'knex'

// One counter that every change to published content (blog posts, loan-type terms) moves on, so that
// each process can tell within a second that its cached public pages are stale (docs/decisions/085).
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('content_version', (t) => {
    t.string('name', 40).primary()
    t.bigInteger('version').notNullable()
  })
  await db('content_version').insert({ name: 'public-pages', version: 0 })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('content_version')
}
