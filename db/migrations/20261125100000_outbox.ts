import type { Knex } from 'knex'

// The outbox (docs/decisions/140): every e-mail the site sends is first a row here, written in the same
// transaction as what it reports. A sent message's row is deleted; a waiting or failed one stays.
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('outbox', (t) => {
    t.increments('id')
    // lead_alert · acknowledgement · request_received · request_done · lost_reference
    t.string('kind', 30).notNullable()
    // Null for the company's alerts: NOTIFY_EMAIL is read when the message goes, not when it is written.
    t.string('recipient', 254).nullable()
    // What the message says, as JSON: references, loan types, amounts; never a PAN, mobile or date of birth.
    t.text('payload').notNullable()
    t.string('status', 8).notNullable().defaultTo('waiting')
    t.integer('attempts').notNullable().defaultTo(0)
    t.string('created_at', 30).notNullable()
    // Milliseconds since the epoch: when the message may next be tried, and since when it is being tried.
    t.bigInteger('due_at').notNullable()
    t.bigInteger('tries_since').notNullable()
    // A sender's claim: its token and until when it holds (docs/decisions/141).
    t.string('lease_token', 40).nullable()
    t.bigInteger('lease_until').nullable()
    t.string('last_error', 60).nullable()
    t.index(['status', 'due_at'], 'outbox_status_due_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('outbox')
}
