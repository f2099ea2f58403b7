import { randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { hashPassword, verifyPassword } from '#src/server/crypto.server'
import { countAdmins, findAdminByEmail, insertAdminIfAbsent, upsertAdmin } from './admin-auth.repo.server'
import { endEverySession } from './credential-epoch.server'

export const DEFAULT_ADMIN_EMAIL = 'admin@loanpartner.in'

export type BootstrapResult =
  { action: 'configured'; email: string } | { action: 'generated'; email: string; password: string } | { action: 'kept' }

/**
 * ADMIN_EMAIL and ADMIN_PASSWORD create or update the account at start; with neither set and no
 * admin yet, the first start creates one with a random password, shown once (docs/decisions/050).
 * The random password is only reported when this call's own row went in, so that of several
 * processes booting at once, exactly one prints a password and it works (docs/decisions/083).
 */
export async function bootstrapAdmin(db: Knex, config: { email?: string; password?: string }, now = new Date()): Promise<BootstrapResult> {
  const email = (config.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
  if (config.password) {
    const existing = await findAdminByEmail(db, email)
    if (existing && (await verifyPassword(config.password, existing.password_hash))) return { action: 'kept' }
    await upsertAdmin(db, email, await hashPassword(config.password), now.toISOString())
    // A new password ends every session and API token begun under the old one (docs/decisions/157, 196).
    await endEverySession(db, email)
    return { action: 'configured', email }
  }
  if ((await countAdmins(db)) > 0) return { action: 'kept' }
  const password = randomBytes(12).toString('base64url')
  if (!(await insertAdminIfAbsent(db, email, await hashPassword(password), now.toISOString()))) return { action: 'kept' }
  return { action: 'generated', email, password }
}

/** The admin a right password is for, with the credential epoch read beside the password's hash. */
export interface CheckedAdmin {
  email: string
  epoch: number
}

export async function checkAdminCredentials(db: Knex, email: string, password: string): Promise<CheckedAdmin | null> {
  const admin = await findAdminByEmail(db, email.trim())
  // Hash even for an unknown e-mail, so timing does not reveal which part was wrong.
  const ok = await verifyPassword(
    password,
    admin?.password_hash ?? 'scrypt$16384$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=',
  )
  return admin && ok ? { email: admin.email, epoch: Number(admin.credential_epoch) } : null
}
