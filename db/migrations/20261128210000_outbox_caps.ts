import type { Knex } from 'knex'

// Caps per recipient (docs/decisions/192): before a lost-reference e-mail or an acknowledgement is
// written, the outbox counts that kind to that address within its window. A sent message of those
// kinds now stays a day as status 'sent' with its payload emptied, so that the count sees it too.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('outbox', (t) => {
    t.index(['recipient', 'kind', 'created_at'], 'outbox_recipient_kind_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('outbox', (t) => {
    t.dropIndex(['recipient', 'kind', 'created_at'], 'outbox_recipient_kind_idx')
  })
}
