import type { Knex } from 'knex'

// Blog posts (issue 7). Content is plain text, never HTML (docs/product.md §10 Blog). image, image1 and image2
// hold generated file names; each has a full-size and a card-size WebP file in UPLOADS_DIR.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('blog_posts', (t) => {
    t.increments('id')
    t.string('title', 200).notNullable()
    t.text('content').notNullable()
    t.string('category', 40).notNullable().index()
    t.string('tag', 200).notNullable()
    t.string('image', 64).notNullable()
    t.string('image1', 64).nullable()
    t.string('image2', 64).nullable()
    t.string('created_at', 30).notNullable().index()
    t.string('updated_at', 30).notNullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('blog_posts')
}
