import type { Knex } from 'knex'

export interface AdminRow {
  id: number
  email: string
  password_hash: string
  /** The TOTP secret, encrypted with the data key ring; set while enrolment is pending and while on. */
  totp_secret: string | null
  /** When two-factor sign-in was switched on; null while it is off or pending. */
  totp_enabled_at: string | null
  /** The last time step a code was accepted for: a code is good once (docs/decisions/155). */
  totp_last_step: number | string | null
  /** Sessions that began under an older epoch are signed out (docs/decisions/196). */
  credential_epoch: number | string
}

export function findAdminByEmail(db: Knex, email: string): Promise<AdminRow | undefined> {
  return db<AdminRow>('admins').where({ email: email.toLowerCase() }).first()
}

export async function countAdmins(db: Knex): Promise<number> {
  const row = await db('admins').count<{ n: number | string }[]>({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

/** Inserts the admin unless one with this e-mail exists; true only when this call's row went in. */
export async function insertAdminIfAbsent(db: Knex, email: string, passwordHash: string, now: string): Promise<boolean> {
  const inserted = await db('admins')
    .insert({ email: email.toLowerCase(), password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict('email')
    .ignore()
    .returning('id')
  return inserted.length > 0
}

export async function upsertAdmin(db: Knex, email: string, passwordHash: string, now: string): Promise<void> {
  await db('admins')
    .insert({ email: email.toLowerCase(), password_hash: passwordHash, created_at: now, updated_at: now })
    .onConflict('email')
    .merge({ password_hash: passwordHash, updated_at: now })
}

/** The admin's credential epoch, or null when there is no such admin. */
export async function findCredentialEpoch(db: Knex, email: string): Promise<number | null> {
  const row = await db<AdminRow>('admins').select('credential_epoch').where({ email: email.toLowerCase() }).first()
  return row ? Number(row.credential_epoch) : null
}

/** Adds one to the admin's credential epoch, in every process at once; returns the new epoch. */
export async function bumpCredentialEpoch(db: Knex, email: string): Promise<number> {
  const rows: { credential_epoch: number | string }[] = await db('admins')
    .where({ email: email.toLowerCase() })
    .increment('credential_epoch', 1)
    .returning('credential_epoch')
  return Number(rows[0]?.credential_epoch ?? 0)
}

/** Starts (or restarts) enrolment with a new encrypted secret, unless two-factor is already on. */
export async function setPendingTotpSecret(db: Knex, email: string, sealedSecret: string, now: string): Promise<boolean> {
  const n = await db('admins')
    .where({ email: email.toLowerCase() })
    .whereNull('totp_enabled_at')
    .update({ totp_secret: sealedSecret, totp_last_step: null, updated_at: now })
  return n > 0
}

/**
 * Switches two-factor on with its first accepted step and a new set of recovery codes, in one
 * transaction; false when it was on already or no enrolment was pending (another tab won).
 */
export function enableTotp(db: Knex, email: string, step: number, codeHashes: string[], now: string): Promise<boolean> {
  const login = email.toLowerCase()
  return db.transaction(async (trx) => {
    const n = await trx('admins')
      .where({ email: login })
      .whereNull('totp_enabled_at')
      .whereNotNull('totp_secret')
      .update({ totp_enabled_at: now, totp_last_step: step, updated_at: now })
    if (n === 0) return false
    await trx('admin_recovery_codes').where({ admin_email: login }).del()
    await trx('admin_recovery_codes').insert(codeHashes.map((code_hash) => ({ admin_email: login, code_hash, created_at: now })))
    return true
  })
}

/** Switches two-factor off: the secret, the last step and every recovery code go. */
export function disableTotp(db: Knex, email: string, now: string): Promise<void> {
  const login = email.toLowerCase()
  return db.transaction(async (trx) => {
    await trx('admins').where({ email: login }).update({ totp_secret: null, totp_enabled_at: null, totp_last_step: null, updated_at: now })
    await trx('admin_recovery_codes').where({ admin_email: login }).del()
  })
}

/**
 * Records `step` as used when it is later than the last one used: true for exactly one caller, in
 * every process, so a code is never accepted twice.
 */
export async function claimTotpStep(db: Knex, email: string, step: number): Promise<boolean> {
  const n = await db('admins')
    .where({ email: email.toLowerCase() })
    .whereNotNull('totp_enabled_at')
    .andWhere((q) => q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
    .update({ totp_last_step: step })
  return n > 0
}

/** The admin's unused recovery codes, as stored (salted hashes), to compare a typed code with. */
export function listUnusedRecoveryCodes(db: Knex, email: string): Promise<{ id: number; code_hash: string }[]> {
  return db('admin_recovery_codes').select('id', 'code_hash').where({ admin_email: email.toLowerCase() }).whereNull('used_at')
}

/** Marks an unused recovery code as used: true for exactly one caller. */
export async function spendRecoveryCode(db: Knex, id: number, now: string): Promise<boolean> {
  const n = await db('admin_recovery_codes').where({ id }).whereNull('used_at').update({ used_at: now })
  return n > 0
}

/** Every stored recovery code hash, for the start-up pass that salts the first release's. */
export function listRecoveryCodeHashes(db: Knex): Promise<{ id: number; code_hash: string }[]> {
  return db('admin_recovery_codes').select('id', 'code_hash')
}

/** Replaces a stored hash, unless it changed meanwhile (another process did it first). */
export async function replaceRecoveryCodeHash(db: Knex, id: number, from: string, to: string): Promise<void> {
  await db('admin_recovery_codes').where({ id, code_hash: from }).update({ code_hash: to })
}

export async function countUnusedRecoveryCodes(db: Knex, email: string): Promise<number> {
  const row = await db('admin_recovery_codes')
    .where({ admin_email: email.toLowerCase() })
    .whereNull('used_at')
    .count<{ n: number | string }[]>({ n: '*' })
    .first()
  return Number(row?.n ?? 0)
}

/** Every stored TOTP secret (pending or on), sealed, for a data key rotation. */
export function listTotpSecrets(db: Knex): Promise<{ email: string; totp_secret: string }[]> {
  return db('admins').whereNotNull('totp_secret').select('email', 'totp_secret')
}

/** Replaces a sealed secret with the same secret under another key, unless it changed meanwhile. */
export async function resealTotpSecret(db: Knex, email: string, from: string, to: string): Promise<void> {
  await db('admins').where({ email, totp_secret: from }).update({ totp_secret: to })
}
