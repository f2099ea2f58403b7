import type { Knex } from 'knex'

// Two-factor sign-in for the admin and API tokens that a logout revokes (docs/decisions/155, 157).
// - admins: the TOTP secret (encrypted with the data key ring), when it was switched on (null while
//   enrolment is pending or off), and the last time step a code was accepted for (no replays);
// - admin_recovery_codes: ten one-time codes per enrolment, SHA-256 only;
// - admin_api_tokens: the SHA-256 of each opaque bearer token admin-login hands out.
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('admins', (t) => {
    t.string('totp_secret', 200)
    t.string('totp_enabled_at', 30)
    t.bigInteger('totp_last_step')
  })
  await db.schema.createTable('admin_recovery_codes', (t) => {
    t.increments('id')
    t.string('admin_email', 254).notNullable().index()
    t.string('code_hash', 64).notNullable().unique()
    t.string('created_at', 30).notNullable()
    t.string('used_at', 30)
  })
  await db.schema.createTable('admin_api_tokens', (t) => {
    t.string('token_hash', 64).primary()
    t.string('admin_email', 254).notNullable().index()
    t.string('created_at', 30).notNullable()
    t.string('expires_at', 30).notNullable().index()
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTable('admin_api_tokens')
  await db.schema.dropTable('admin_recovery_codes')
  await db.schema.alterTable('admins', (t) => {
    t.dropColumn('totp_last_step')
    t.dropColumn('totp_enabled_at')
    t.dropColumn('totp_secret')
  })
}
