import fs from 'node:fs'
import path from 'node:path'
import type { Knex } from 'knex'
import { migrationSource } from './db/migrations/index'
import { createDb } from './src/server/db.server'
import { parseEnv } from './src/server/env.server'

// The knex CLI on the same database and migration list as the server (docs/deploy.md):
// `npm run knex -- migrate:latest | migrate:rollback | migrate:list | migrate:make <name>`.
// The CLI needs a TypeScript loader for this ESM package, hence `node --import tsx` in that script.

const migrationsDir = path.join(import.meta.dirname, 'db', 'migrations')

/** Timestamped migration files on disk, by the name the server records: '20261121080000_init'. */
function migrationFiles(): string[] {
  return fs
    .readdirSync(migrationsDir)
    .filter((file) => /^\d{14}_\w+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
}

async function config(): Promise<Knex.Config> {
  // migrate:make writes a file from our stub; it needs the folder, and knex lets a folder replace
  // the migration list, so the folder is given to that command only.
  if (process.argv.includes('migrate:make')) {
    console.log('After writing the migration, list it in db/migrations/index.ts: the bundled server runs only listed migrations.')
    return {
      client: 'sqlite3',
      useNullAsDefault: true,
      migrations: { directory: migrationsDir, extension: 'ts', stub: path.join(import.meta.dirname, 'db', 'migration.stub') },
    }
  }

  // Every other command uses the server's own list, so knex_migrations holds the same names
  // (without extension) whichever of the two ran a migration.
  const listed = new Set((await migrationSource.getMigrations([])).map((m) => migrationSource.getMigrationName(m)))
  const unlisted = migrationFiles().filter((name) => !listed.has(name))
  if (unlisted.length > 0) {
    throw new Error(`Not listed in db/migrations/index.ts: ${unlisted.join(', ')}. Add each there, in order.`)
  }

  // Migrations need the database, not the secrets that the server demands in production.
  const env = parseEnv({ ...process.env, NODE_ENV: 'development' })
  // createDb holds the connection settings (SQLite: one connection, WAL, busy timeout); the CLI
  // takes a config, so we read it from an instance that never connects.
  const probe = createDb(env.DATABASE_URL)
  const { connection, client, pool, useNullAsDefault, searchPath } = probe.client.config as Knex.Config
  await probe.destroy()
  return { client, connection, pool, useNullAsDefault, searchPath, migrations: { migrationSource } }
}

export default config
