import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isPostgresUrl, type Env } from './env.server'

export interface Secrets {
  sessionSecret: string
  dataKey: Buffer
}

// Missing secrets are generated once into a git-ignored, owner-only file beside the database
// and reused afterwards, so restarts keep sessions and can still decrypt PANs (docs/decisions/004).
export function loadSecrets(env: Env): Secrets {
  const dbDir = isPostgresUrl(env.DATABASE_URL) ? path.join(env.rootDir, 'db') : path.dirname(path.resolve(env.DATABASE_URL))
  const file = path.join(dbDir, '.secrets.json')
  let stored: { SESSION_SECRET?: string; DATA_KEY?: string } = {}
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'))

  const needed = {
    SESSION_SECRET: env.SESSION_SECRET ?? stored.SESSION_SECRET,
    DATA_KEY: env.DATA_KEY ?? stored.DATA_KEY,
  }
  if (!needed.SESSION_SECRET || !needed.DATA_KEY) {
    const generated = {
      SESSION_SECRET: stored.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      DATA_KEY: stored.DATA_KEY ?? randomBytes(32).toString('hex'),
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 })
    needed.SESSION_SECRET ??= generated.SESSION_SECRET
    needed.DATA_KEY ??= generated.DATA_KEY
  }
  return { sessionSecret: needed.SESSION_SECRET, dataKey: Buffer.from(needed.DATA_KEY, 'hex') }
}
