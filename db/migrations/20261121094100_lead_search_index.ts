import type { Knex } from 'knex'

// Name search is a substring match, which no B-tree can seek. With (created_at, full_name) SQLite scans
// this small index instead of the wide rows: the count reads only the index, and the newest-first page
// walks it backwards and fetches just the matching rows (bench/leads.ts, docs/decisions/073).
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.index(['created_at', 'full_name'], 'loan_applications_created_name_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropIndex([], 'loan_applications_created_name_idx')
  })
}
