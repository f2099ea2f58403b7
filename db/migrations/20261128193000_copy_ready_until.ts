import type { Knex } from 'knex'

// A copy of the applicant's data is ready on the tracker until this time (issue 39,
// docs/decisions/193): set when the desk completes a copy request, 7 days after. Other requests, and
// copy requests done before this column existed, have none: nothing is offered for them.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('lead_requests', (t) => {
    t.string('ready_until', 30).nullable()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('lead_requests', (t) => {
    t.dropColumn('ready_until')
  })
}
