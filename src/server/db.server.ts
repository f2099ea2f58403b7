import fs from 'node:fs'
import path from 'node:path'
import knex, { type Knex } from 'knex'
import { migrationSource } from '#db/migrations/index'
import { isPostgresUrl } from './env.server'

export type Db = Knex

// SQLite: one connection, WAL and a 5 s busy timeout (a second process writing the same file waits
// instead of failing), and synchronous=FULL so that an acknowledged write survives a crash or power
// loss; what FULL costs and how applications make up for it: docs/decisions/032.
export function createDb(url: string, opts: { schema?: string; pool?: { min: number; max: number } } = {}): Db {
  if (isPostgresUrl(url)) {
    // Each process holds up to `max` connections: processes × DB_POOL_MAX must stay under PostgreSQL's
    // max_connections (docs/deploy.md). At least 2, because migrate() holds one while it uses another.
    const pool = opts.pool ?? { min: 0, max: 10 }
    return knex({ client: 'pg', connection: url, pool, ...(opts.schema && { searchPath: [opts.schema] }) })
  }
  fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true })
  return knex({
    client: 'sqlite3',
    connection: { filename: url },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(
        conn: { exec: (sql: string, cb: (err: Error | null) => void) => void },
        done: (err: Error | null, conn: unknown) => void,
      ) {
        conn.exec('PRAGMA journal_mode=WAL; PRAGMA busy_timeout=5000; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;', (err) =>
          done(err, conn),
        )
      },
    },
  })
}

/** Any fixed number: the key of the PostgreSQL advisory lock that start-up work runs under. */
const STARTUP_LOCK = 7_262_026

/**
 * Runs `work` while no other process runs its own start-up work on this database. On PostgreSQL a
 * transaction holds an advisory lock, so that processes booting at once on an empty database do not
 * race to create knex's bookkeeping tables or the admin (docs/decisions/083). SQLite serialises
 * writers on the file already.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  if (isSqlite(db)) return work()
  return db.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [STARTUP_LOCK])
    return work()
  })
}

export async function migrate(db: Db): Promise<void> {
  await underStartupLock(db, () => db.migrate.latest({ migrationSource }))
}

export function isSqlite(db: Db): boolean {
  return db.client.config.client === 'sqlite3'
}
