import type { Knex } from 'knex'

// The admin's credential epoch (issue 39, docs/decisions/196): a sign-in's session carries the epoch
// it began under, and a session from an older one is signed out. A new password, switching two-factor
// on or off and "Sign out everywhere" add one. Sessions from before this column carry none and count
// as epoch 0, which every admin row starts at.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('admins', (t) => {
    t.integer('credential_epoch').notNullable().defaultTo(0)
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('admins', (t) => {
    t.dropColumn('credential_epoch')
  })
}
