import fs from 'node:fs'
import path from 'node:path'
import { z } from 'zod'

// The one place that reads process.env (STYLE.md). A bad value stops the start with a clear message.

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
  DATABASE_URL: z.string().min(1).default(path.join(rootDir, 'db', 'loan-partner.sqlite')),
  DIST_DIR: z.string().min(1).default('dist'),
  UPLOADS_DIR: z.string().min(1).default(path.join(rootDir, 'uploads')),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(10, 'ADMIN_PASSWORD must be at least 10 characters').optional(),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  DATA_KEY: z
    .string()
    .regex(/^[0-9a-f]{64}$/i, 'DATA_KEY must be 64 hex characters (32 bytes)')
    .optional(),
  PUBLIC_ORIGIN: z.url().optional(),
  TRUST_PROXY: int(0),
  RATE_LIMIT_WINDOW_MS: int(15 * 60 * 1000),
  RATE_LIMIT_FORMS: int(20),
  RATE_LIMIT_LOGIN: int(5),
  RATE_LIMIT_API: int(300),
  RETENTION_DAYS: int(365),
  BRAND_NAME: z.string().min(1).optional(),
  CONTACT_EMAIL: z.email().optional(),
  CONTACT_PHONE: z.string().min(6).optional(),
  OFFICE_ADDRESS: z.string().min(6).optional(),
  MAP_EMBED_URL: z.url().optional(),
  MAP_LINK_URL: z.url().optional(),
  CHAT_URL: z.url().optional(),
})

export type Env = z.infer<typeof envSchema> & { rootDir: string; distDir: string }

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''))
  const result = envSchema.safeParse(cleaned)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  return { ...result.data, rootDir, distDir: path.resolve(rootDir, result.data.DIST_DIR) }
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url)
}
