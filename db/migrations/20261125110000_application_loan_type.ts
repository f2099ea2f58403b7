import type { Knex } from 'knex'

// The loan type of every application (issue 21, docs/decisions/145). Rows stored before the form
// carried its tab get the type their purpose points to, as the tracker already read them
// (loanTypeForPurpose in src/shared/content/after-submit.ts); erased rows keep NULL. The index serves
// the lead desk's loan-type filter, newest first.
const fromPurpose: [string, string][] = [
  ['Property', 'home'],
  ['Business', 'business'],
  ['Overdraft', 'overdraft'],
]

export async function up(db: Knex): Promise<void> {
  for (const [purpose, loanType] of fromPurpose)
    await db('loan_applications').whereNull('loan_type').whereNull('erased_at').where({ purpose }).update({ loan_type: loanType })
  await db('loan_applications').whereNull('loan_type').whereNull('erased_at').update({ loan_type: 'personal' })
  await db.schema.alterTable('loan_applications', (t) => {
    t.index(['loan_type', 'created_at'], 'loan_applications_loan_type_created_idx')
  })
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropIndex([], 'loan_applications_loan_type_created_idx')
  })
}
