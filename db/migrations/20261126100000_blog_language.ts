import type { Knex } from 'knex'

// The language a post is written in (issue 26, docs/decisions/175): 'en' or 'hi'. Every post stored
// before this change was written in English, so the column's default fills them in. The index serves
// the public lists, which read one language newest first.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('blog_posts', (t) => {
    t.string('language', 8).notNullable().defaultTo('en')
    t.index(['language', 'created_at'], 'blog_posts_language_created_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('blog_posts', (t) => {
    t.dropIndex([], 'blog_posts_language_created_idx')
    t.dropColumn('language')
  })
}
