import { bootstrapAdmin, DEFAULT_ADMIN_EMAIL } from '../features/admin-auth/admin-account.service.server'
import { resealTotpSecrets, saltRecoveryCodeHashes } from '../features/admin-auth/two-factor.service.server'
import { backfillMaskedPans } from '../features/leads/data-key-rotation.service.server'
import type { AppDeps } from '../server/context'
import { createDb, migrate, underStartupLock, type Db } from '../server/db.server'
import { parseEnv, type Env } from '../server/env.server'
import { createPageServices } from './page-services.server'
import { loadSecrets } from '../server/secrets.server'
import { siteFromEnv } from '../server/site.server'

/** The admin account a first start created, with its random password, to be shown once. */
export interface FirstAdmin {
  email: string
  password: string
}

/** Everything createApp needs, built from the environment: config, database (migrated), secrets, admin. */
/** `db`, when given, is used instead of opening DATABASE_URL (a test's own schema on PostgreSQL). */
export async function bootDeps(
  source: NodeJS.ProcessEnv = process.env,
  log = console.log,
  opts: { db?: Db } = {},
): Promise<AppDeps & { env: Env; adminEmail: string; firstAdmin?: FirstAdmin }> {
  const env = parseEnv(source)
  const db = opts.db ?? createDb(env.DATABASE_URL, { pool: { min: env.DB_POOL_MIN, max: env.DB_POOL_MAX } })
  await migrate(db)
  const admin = await underStartupLock(db, () => bootstrapAdmin(db, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }))
  const secrets = loadSecrets(env)
  // Applications stored before the masked PAN column get it once, so lists never decrypt (docs/decisions/080).
  const masked = await underStartupLock(db, () => backfillMaskedPans(db, secrets.dataKeys))
  if (masked.masked || masked.unreadable)
    log(`Masked PANs filled in: ${masked.masked}; unreadable with the configured keys: ${masked.unreadable}`)
  // The admin's TOTP secret follows DATA_KEY at once, so DATA_KEY_PREVIOUS can go after the PAN pass.
  const resealed = await underStartupLock(db, () => resealTotpSecrets(db, secrets.dataKeys))
  if (resealed.resealed || resealed.unreadable)
    log(`Two-factor secrets sealed under the current data key: ${resealed.resealed}; unreadable: ${resealed.unreadable}`)
  // Recovery codes stored as bare SHA-256 get their salt, and keep working (docs/decisions/198).
  const salted = await underStartupLock(db, () => saltRecoveryCodeHashes(db))
  if (salted) log(`Recovery codes given a salted hash: ${salted}`)
  const services = createPageServices(db, secrets, env)
  return {
    env,
    db,
    secrets,
    site: siteFromEnv(env),
    services,
    log,
    adminEmail: (env.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    ...(admin.action === 'generated' && { firstAdmin: { email: admin.email, password: admin.password } }),
  }
}

/**
 * The first admin's password in a box, printed once as the last line of a first start, where an
 * operator reading the end of the output cannot miss it (docs/decisions/188).
 */
export function firstAdminBox({ email, password }: FirstAdmin, signInUrl: string): string {
  const lines = [
    `First start: the admin account ${email} was created.`,
    `Its password, shown only this once: ${password}`,
    `Sign in at ${signInUrl} and keep the password safe.`,
    'To choose your own, set ADMIN_PASSWORD (and ADMIN_EMAIL) and start',
    'again: the account takes them at start (.env.example).',
  ]
  const width = Math.max(...lines.map((l) => l.length))
  const rule = '═'.repeat(width + 2)
  return [`╔${rule}╗`, ...lines.map((l) => `║ ${l.padEnd(width)} ║`), `╚${rule}╝`].join('\n')
}
