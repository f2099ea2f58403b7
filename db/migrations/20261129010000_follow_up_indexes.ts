import type { Knex } from 'knex'

// The Today page counts its lists over every open lead (docs/decisions/230). Each index below holds
// all a count reads, so the count walks the index alone, never the wide rows: the follow-up date with
// the status and erasure beside it, and the status and arrival time with the erasure beside them.
export async function up(db: Knex): Promise<void> {
  for (const table of ['loan_applications', 'enquiries']) {
    await db.schema.alterTable(table, (t) => {
      t.index(['next_follow_up_at', 'status', 'erased_at'], `${table}_follow_up_open_idx`)
      t.index(['status', 'created_at', 'erased_at'], `${table}_status_created_erased_idx`)
    })
  }
}

export async function down(db: Knex): Promise<void> {
  for (const table of ['loan_applications', 'enquiries']) {
    await db.schema.alterTable(table, (t) => {
      t.dropIndex([], `${table}_follow_up_open_idx`)
      t.dropIndex([], `${table}_status_created_erased_idx`)
    })
  }
}
