import fs from 'node:fs'
import path from 'node:path'
import knex, { type Knex } from 'knex'
import { migrationSource } from '../../db/migrations/index'
import { isPostgresUrl } from './env.server'

export type Db = Knex

// SQLite: one connection, WAL, a 5 s busy timeout and synchronous=FULL so that an acknowledged
// write survives a crash or power loss (STACK-NOTES.md, docs/decisions/002).
export function createDb(url: string, opts: { schema?: string } = {}): Db {
  if (isPostgresUrl(url)) {
    return knex({ client: 'pg', connection: url, pool: { min: 0, max: 10 }, ...(opts.schema && { searchPath: [opts.schema] }) })
  }
  fs.mkdirSync(path.dirname(path.resolve(url)), { recursive: true })
  return knex({
    client: 'sqlite3',
    connection: { filename: url },
    useNullAsDefault: true,
    pool: {
      min: 1,
      max: 1,
      afterCreate(conn: { exec: (sql: string, cb: (err: Error | null) => void) => void }, done: (err: Error | null, conn: unknown) => void) {
        conn.exec(
          'PRAGMA journal_mode=WAL; PRAGMA busy_timeout=5000; PRAGMA synchronous=FULL; PRAGMA foreign_keys=ON;',
          (err) => done(err, conn),
        )
      },
    },
  })
}

export async function migrate(db: Db): Promise<void> {
  await db.migrate.latest({ migrationSource })
}

export function isSqlite(db: Db): boolean {
  return db.client.config.client === 'sqlite3'
}
