import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { keyRing, type KeyRing } from './crypto.server'
import { isPostgresUrl, type Env } from './env.server'

export interface Secrets {
  sessionSecret: string
  /** DATA_KEY encrypts; DATA_KEY_PREVIOUS keys only decrypt, until rotation is done (docs/decisions/080). */
  dataKeys: KeyRing
}

interface StoredSecrets {
  SESSION_SECRET?: string
  DATA_KEY?: string
  DATA_KEY_PREVIOUS?: string
}

const HEX_KEY = /^[0-9a-f]{64}$/i

function parseKeys(list: string | undefined, name: string): Buffer[] {
  const keys = (list ?? '')
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean)
  const bad = keys.find((k) => !HEX_KEY.test(k))
  if (bad !== undefined)
    throw new Error(`Invalid configuration: ${name} in .secrets.json must be 64 hex characters, or several separated by commas`)
  return keys.map((k) => Buffer.from(k, 'hex'))
}

// Missing secrets are generated once into a git-ignored, owner-only file beside the database
// and reused afterwards, so restarts keep sessions and can still decrypt PANs (docs/decisions/004).
// The environment wins over the file, field by field; the file may also list retired keys (one box, SQLite).
export function loadSecrets(env: Env): Secrets {
  const dbDir = isPostgresUrl(env.DATABASE_URL) ? path.join(env.rootDir, 'db') : path.dirname(path.resolve(env.DATABASE_URL))
  const file = path.join(dbDir, '.secrets.json')
  let stored: StoredSecrets = {}
  if (fs.existsSync(file)) stored = JSON.parse(fs.readFileSync(file, 'utf8'))

  const needed = {
    SESSION_SECRET: env.SESSION_SECRET ?? stored.SESSION_SECRET,
    DATA_KEY: env.DATA_KEY ?? stored.DATA_KEY,
  }
  if (!needed.SESSION_SECRET || !needed.DATA_KEY) {
    const generated = {
      ...stored,
      SESSION_SECRET: stored.SESSION_SECRET ?? randomBytes(32).toString('hex'),
      DATA_KEY: stored.DATA_KEY ?? randomBytes(32).toString('hex'),
    }
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, JSON.stringify(generated, null, 2), { mode: 0o600 })
    needed.SESSION_SECRET ??= generated.SESSION_SECRET
    needed.DATA_KEY ??= generated.DATA_KEY
  }
  const current = parseKeys(needed.DATA_KEY, 'DATA_KEY')
  if (current.length !== 1) throw new Error('Invalid configuration: DATA_KEY in .secrets.json must be one key of 64 hex characters')
  const retired = parseKeys(env.DATA_KEY_PREVIOUS ?? stored.DATA_KEY_PREVIOUS, 'DATA_KEY_PREVIOUS')
  return { sessionSecret: needed.SESSION_SECRET, dataKeys: keyRing(current[0]!, retired) }
}
