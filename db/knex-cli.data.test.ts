import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import knex from 'knex'
import { afterEach, describe, expect, test } from 'vitest'
import { createDb, type Db } from '#src/server/db.server'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { migrationSource } from './migrations/index'

// The knex CLI as `npm run knex` runs it, in a child process, against the top-level knexfile.ts.
const rootDir = path.resolve(import.meta.dirname, '..')
const knexBin = path.join(rootDir, 'node_modules', 'knex', 'bin', 'cli.js')

async function knexCli(databaseUrl: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', knexBin, ...args], {
    cwd: rootDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
  })
  return stdout
}

const listedNames = async () => (await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m))

/** A PostgreSQL URL whose connections use `schema`, so the CLI works inside this file's own schema. */
function inSchema(url: string, schema: string): string {
  const u = new URL(url)
  u.searchParams.set('options', `-c search_path=${schema}`)
  return u.toString()
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An empty database for the CLI: a temporary SQLite file, or a fresh PostgreSQL schema. */
async function emptyDatabase(kind: TestDb['kind']): Promise<{ url: string; db: Db }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-cli-'))
    const url = path.join(dir, 'cli.sqlite')
    const db = createDb(url)
    cleanups.push(async () => {
      await db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    })
    return { url, db }
  }
  const schema = `t_${randomBytes(6).toString('hex')}`
  const admin = knex({ client: 'pg', connection: process.env.TEST_DATABASE_URL! })
  await admin.raw(`create schema ${schema}`)
  const db = createDb(process.env.TEST_DATABASE_URL!, { schema })
  cleanups.push(async () => {
    await db.destroy()
    await admin.raw(`drop schema ${schema} cascade`)
    await admin.destroy()
  })
  return { url: inSchema(process.env.TEST_DATABASE_URL!, schema), db }
}

const recorded = async (db: Db) => (await db('knex_migrations').orderBy('id').select('name')).map((r: { name: string }) => r.name)

describe.each(engines)('knex CLI on %s', (kind) => {
  test('migrate:latest, migrate:rollback and migrate:latest again build, drop and rebuild the schema under the server’s names', async () => {
    const { url, db } = await emptyDatabase(kind)
    const names = await listedNames()

    expect(await knexCli(url, 'migrate:latest')).toContain(`Batch 1 run: ${names.length} migrations`)
    expect(await recorded(db)).toEqual(names)
    expect(await db.schema.hasTable('loan_applications')).toBe(true)

    expect(await knexCli(url, 'migrate:rollback')).toContain(`Batch 1 rolled back: ${names.length} migrations`)
    expect(await recorded(db)).toEqual([])
    expect(await db.schema.hasTable('loan_applications')).toBe(false)

    await knexCli(url, 'migrate:latest')
    expect(await recorded(db)).toEqual(names)
    expect(await db.schema.hasColumn('loan_applications', 'pan_masked')).toBe(true)
  })

  test('a database the server migrated is up to date for the CLI, and one the CLI migrated is for the server', async () => {
    const served = await openTestDb(kind)
    cleanups.push(() => served.close())
    const schema = (served.db.client.config.searchPath as string[] | undefined)?.[0]
    const url = kind === 'postgres' ? inSchema(served.url, schema!) : served.url
    expect(await knexCli(url, 'migrate:list')).toContain('No Pending Migration files Found.')
    expect(await knexCli(url, 'migrate:latest')).toContain('Already up to date')

    const { url: cliUrl, db } = await emptyDatabase(kind)
    await knexCli(cliUrl, 'migrate:latest')
    const [, pending] = (await db.migrate.list({ migrationSource })) as [unknown[], unknown[]]
    expect(pending).toEqual([])
  })
})

test('migrate:make writes a timestamped TypeScript migration from our schema-builder stub', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-make-'))
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }))
  const out = await knexCli(':memory:', 'migrate:make', 'add_branch_code', '--migrations-directory', dir)
  expect(out).toContain('db/migrations/index.ts')
  const [file, ...others] = fs.readdirSync(dir)
  expect(others).toEqual([])
  expect(file).toMatch(/^\d{14}_add_branch_code\.ts$/)
  const source = fs.readFileSync(path.join(dir, file!), 'utf8')
  expect(source).toContain('export async function up(db: Knex): Promise<void>')
  expect(source).toContain('export async function down(db: Knex): Promise<void>')
  expect(source).toContain('db.schema.')
})

test('every migration file in db/migrations is listed in db/migrations/index.ts, in order', async () => {
  const files = fs
    .readdirSync(path.join(rootDir, 'db', 'migrations'))
    .filter((f) => /^\d{14}_\w+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()
  expect(await listedNames()).toEqual(files)
})
