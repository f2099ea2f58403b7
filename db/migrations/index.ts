import type { Knex } from 'knex'
import * as init from './20261121080000_init'

interface Migration {
  name: string
  up: (db: Knex) => Promise<void>
  down: (db: Knex) => Promise<void>
}

// Listed here, not read from disk, so that the bundled server carries its migrations.
// Add each new timestamped migration to this list, in order.
const migrations: Migration[] = [{ name: '20261121080000_init', ...init }]

export const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: async () => migrations,
  getMigrationName: (m) => m.name,
  getMigration: async (m) => m,
}
