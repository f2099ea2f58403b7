import type { Knex } from 'knex'

// The language an application was made in (issue 26, docs/decisions/176): 'en' or 'hi', from the
// address of the form it came through. The applicant's e-mails are written in it, and its tracker
// links point to that language's page. Rows stored before it existed were all made in English.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('language', 5).notNullable().defaultTo('en')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropColumn('language')
  })
}
