import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import { companyRoles } from '../shared/content/legal-identity'
import { webKey } from '../shared/official-channels'

// The one place that reads process.env, so every setting is parsed and checked once. A bad value stops
// the start with a clear message.

/** The project folder: the nearest one above this module with a package.json (source or bundle alike). */
function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir
    if (dir === path.dirname(dir)) return process.cwd()
  }
}
const rootDir = findRoot(import.meta.dirname)

const int = (fallback: number) => z.coerce.number().int().nonnegative().default(fallback)

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The bind address; by default all interfaces, or loopback when a proxy is trusted (docs/deploy.md). */
  HOST: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .min(1)
    .default(path.join(rootDir, 'db', 'loan-partner.sqlite')),
  DIST_DIR: z.string().min(1).default('dist'),
  UPLOADS_DIR: z.string().min(1).default(path.join(rootDir, 'uploads')),
  /** Where blog images live: 'disk' (UPLOADS_DIR) or 'database' (shared by several processes). */
  IMAGE_STORE: z.enum(['disk', 'database']).optional(),
  DB_POOL_MIN: int(0),
  DB_POOL_MAX: z.coerce.number().int().min(2).max(200).default(10),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'DATA_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  /** Retired data keys, comma-separated: they decrypt, never encrypt, until rotation is done. */
  DATA_KEY_PREVIOUS: z
    .string()
    .regex(/^[0-9a-f]{64}(,[0-9a-f]{64})*$/i, 'DATA_KEY_PREVIOUS must be 64 hex characters, or several separated by commas')
    .optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: int(0),
  RATE_LIMIT_WINDOW_MS: int(15 * 60 * 1000),
  RATE_LIMIT_FORMS: int(20),
  RATE_LIMIT_LOGIN: int(5),
  /** The admin must sign in with two factors: sign-in without them leads to enrolment first (docs/decisions/156). */
  REQUIRE_ADMIN_2FA: z
    .enum(['true', 'false'], 'REQUIRE_ADMIN_2FA must be true or false')
    .default('false')
    .transform((v) => v === 'true'),
  RETENTION_DAYS: int(365),
  /** Memory for finished public pages served to anonymous visitors (0 turns the page cache off). */
  PAGE_CACHE_MB: int(32),
  /** How often each process asks whether a shared job (retention, session cleanup) is due. */
  JOB_CHECK_MS: z.coerce.number().int().min(100).default(60_000),
  /** The mail server (docs/decisions/140): smtp://user:pass@host:587 (STARTTLS when offered) or smtps://…:465. Unset, e-mail waits in the outbox. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must look like smtp://user:pass@host:587 or smtps://user:pass@host:465')
    .optional(),
  /** The sender of every e-mail, e.g. "Loan Partner <no-reply@example.in>"; CONTACT_EMAIL's address by default. */
  MAIL_FROM: z.string().min(3).optional(),
  /** Who gets the new-lead alerts: one or more addresses, comma-separated; the admin's e-mail by default. */
  NOTIFY_EMAIL: z
    .string()
    .refine(
      (v) => v.split(',').every((a) => z.email().safeParse(a.trim()).success),
      'NOTIFY_EMAIL must be e-mail addresses separated by commas',
    )
    .optional(),
  /** When the desk's morning digest goes to NOTIFY_EMAIL each day, India time (docs/decisions/231). */
  DESK_DIGEST_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'DESK_DIGEST_AT must be a time of day in India, HH:MM, e.g. 09:30')
    .default('09:30'),
  /** How often each process asks whether e-mail is due; one process sends (docs/decisions/141). */
  MAIL_POLL_MS: z.coerce.number().int().min(100).default(5_000),
  BRAND_NAME: z.string().min(1).optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().min(6).optional(),
  OFFICE_ADDRESS: z.string().min(6).optional(),
  MAP_EMBED_URL: z.url().optional(),
  MAP_LINK_URL: z.url().optional(),
  CHAT_URL: z.url().optional(),
  /** The company's other web addresses, comma-separated, listed and checked on /is-this-us beside PUBLIC_ORIGIN (docs/decisions/205). */
  OFFICIAL_WEBSITES: z
    .string()
    .refine(
      (v) => v.split(',').every((w) => webKey(w) !== null),
      'OFFICIAL_WEBSITES must be web addresses separated by commas, e.g. loanpartner.in,loanpartner.com',
    )
    .optional(),
  GRIEVANCE_OFFICER_NAME: z.string().min(2).optional(),
  GRIEVANCE_OFFICER_EMAIL: z.email().optional(),
  GRIEVANCE_OFFICER_PHONE: z.string().min(6).optional(),
  // The company's legal identity and its lenders, shown on /disclosures (docs/decisions/169).
  COMPANY_LEGAL_NAME: z.string().min(2).optional(),
  COMPANY_CIN: z
    .string()
    .regex(/^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/, 'a Corporate Identity Number: 21 characters, e.g. U65999UP2022PTC123456')
    .optional(),
  COMPANY_REGISTERED_OFFICE: z.string().min(6).optional(),
  COMPANY_ROLE: z.enum(companyRoles).optional(),
  // The lenders are no longer a setting: they live in the database (docs/decisions/201).
  LENDERS: z.string().optional(),
})

export type Env = z.infer<typeof envSchema> & {
  rootDir: string
  distDir: string
  /** The origin for canonical links, the sitemap and RSS: PUBLIC_ORIGIN, never a request's Host header. */
  siteOrigin: string
  /** The site is served over https (PUBLIC_ORIGIN says so): cookies are Secure, HSTS is sent. */
  https: boolean
  /** The address to listen on (HOST, or the default for the proxy setting). */
  host: string
  imageStore: 'disk' | 'database'
  /** NOTIFY_EMAIL's addresses; empty means the admin account's e-mail. */
  notifyEmails: string[]
}

/**
 * Settings a production deployment on PostgreSQL (several processes) cannot do without: the shared
 * secrets and origin, and the legal identity and grievance officer that /disclosures must show
 * (docs/decisions/169); the bundled sample stands in for them only on the SQLite default. The lenders
 * are the admin's, in the database, labelled while they are the bundled sample (docs/decisions/201).
 */
const REQUIRED_ON_POSTGRES = [
  'SESSION_SECRET',
  'DATA_KEY',
  'PUBLIC_ORIGIN',
  'COMPANY_LEGAL_NAME',
  'COMPANY_CIN',
  'COMPANY_REGISTERED_OFFICE',
  'COMPANY_ROLE',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'GRIEVANCE_OFFICER_PHONE',
] as const

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const data = result.data
  // An operator who still sets LENDERS believes it is shown: say at once that it no longer is.
  if (data.LENDERS !== undefined) {
    throw new Error(
      'Invalid configuration: LENDERS is no longer read. The lenders live in the database; the admin edits them at /admin-dashboard/lenders (docs/decisions/201). Remove LENDERS.',
    )
  }
  const postgres = isPostgresUrl(data.DATABASE_URL)
  // Generated secrets belong to one host; processes on other hosts could not read each other's
  // sessions or PANs, so production on PostgreSQL refuses to guess (docs/decisions/080).
  const missing = REQUIRED_ON_POSTGRES.filter((name) => !data[name])
  if (postgres && data.NODE_ENV === 'production' && missing.length > 0) {
    throw new Error(`Invalid configuration: production on PostgreSQL needs ${missing.join(', ')} (the same value in every process).`)
  }
  return {
    ...data,
    rootDir,
    distDir: path.resolve(rootDir, data.DIST_DIR),
    siteOrigin: (data.PUBLIC_ORIGIN ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
    https: data.PUBLIC_ORIGIN?.startsWith('https://') ?? false,
    host: data.HOST ?? (data.TRUST_PROXY > 0 ? '127.0.0.1' : '0.0.0.0'),
    imageStore: data.IMAGE_STORE ?? (postgres ? 'database' : 'disk'),
    notifyEmails: (data.NOTIFY_EMAIL ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}
