import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import knex, { type Knex } from 'knex'
import { createDb, migrate, type Db } from '#src/server/db.server'

export interface TestDb {
  kind: 'sqlite' | 'postgres'
  db: Db
  url: string
  close(): Promise<void>
}

/**
 * The engines every data-layer test runs on: a temporary SQLite file and PostgreSQL, TEST_DATABASE_URL's
 * or the one every run starts (tests/setup/postgres.ts).
 */
export const engines: TestDb['kind'][] = ['sqlite', 'postgres']

export async function openTestDb(kind: TestDb['kind'] = 'sqlite'): Promise<TestDb> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-db-'))
    const url = path.join(dir, 'test.sqlite')
    const db = createDb(url)
    await migrate(db)
    return {
      kind,
      db,
      url,
      close: async () => {
        await db.destroy()
        fs.rmSync(dir, { recursive: true, force: true })
      },
    }
  }
  // One fresh schema per test file, so files can run side by side on one PostgreSQL database.
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('No PostgreSQL: run the tests through vitest, whose global setup starts one (tests/setup/postgres.ts).')
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = knex({ client: 'pg', connection: url })
  await admin.raw(`create schema ${schema}`)
  const db = createDb(url, { schema })
  await migrate(db)
  return {
    kind,
    db,
    url,
    close: async () => {
      await db.destroy()
      await admin.raw(`drop schema ${schema} cascade`)
      await admin.destroy()
    },
  }
}

/** How many rows a table holds: what a story checks after a write that must or must not happen. */
export async function countRows(db: Knex, table: string): Promise<number> {
  const row = await db(table).count<{ n: number | string }[]>({ n: '*' }).first()
  return Number(row?.n ?? 0)
}
