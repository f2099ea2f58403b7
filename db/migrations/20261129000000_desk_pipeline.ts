import type { Knex } from 'knex'

// The desk a lending business runs on (issue 44, docs/decisions/228): the steps past "sent to lender"
// and what each records, the follow-up date every open lead carries, the calls logged against a lead,
// the desk's own settings, and the day each morning digest went out. The old final step "approved" is
// the new "sanctioned": its rows and its history are renamed in place, and each step's first date is
// read back from the history, so the funnel counts old leads too. Rolling back renames them back.

const OLD = 'approved'
const NEW = 'sanctioned'
/** The steps this migration adds after "sanctioned"; a rollback folds them into the old final step. */
const ADDED_FINAL = ['disbursed']
const ADDED_ENDS = ['not_reachable']
const OPEN = ['new', 'contacted', 'documents_pending', 'sent_to_lender']

async function renameStatus(db: Knex, from: string[], to: string): Promise<void> {
  await db('loan_applications').whereIn('status', from).update({ status: to })
  await db('lead_status_changes').where('lead_kind', 'application').whereIn('to_status', from).update({ to_status: to })
  await db('lead_status_changes').where('lead_kind', 'application').whereIn('from_status', from).update({ from_status: to })
}

/** The first time the history moved an application to `status`, as a correlated sub-query. */
const firstMove = (db: Knex, status: string) =>
  db('lead_status_changes as c')
    .min('c.at')
    .where('c.lead_kind', 'application')
    .andWhere('c.to_status', status)
    .andWhereRaw('c.lead_id = loan_applications.id')

export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('loan_applications', (t) => {
    t.string('contacted_at', 30).nullable()
    /** The lender the file was sent to, by the name borrowers saw then (as chosen_lender), and when. */
    t.string('sent_lender', 60).nullable()
    t.string('sent_at', 30).nullable()
    t.integer('sanctioned_amount').nullable()
    t.double('sanctioned_rate').nullable()
    t.integer('sanctioned_tenure').nullable()
    t.string('sanctioned_at', 30).nullable()
    t.integer('disbursed_amount').nullable()
    /** The day the lender paid out (YYYY-MM-DD), and when the desk recorded it. */
    t.string('disbursed_on', 10).nullable()
    t.string('disbursed_at', 30).nullable()
    /** Why a lead was rejected: a key of the desk's reason list (src/shared/leads.ts). */
    t.string('end_reason', 30).nullable()
    t.string('next_follow_up_at', 30).nullable()
    t.index(['next_follow_up_at'], 'loan_applications_follow_up_idx')
  })
  await db.schema.alterTable('enquiries', (t) => {
    t.string('next_follow_up_at', 30).nullable()
    t.index(['next_follow_up_at'], 'enquiries_follow_up_idx')
  })
  await db.schema.createTable('lead_calls', (t) => {
    t.increments('id')
    t.string('lead_kind', 12).notNullable()
    t.integer('lead_id').notNullable()
    t.string('at', 30).notNullable()
    t.string('actor', 254).notNullable()
    /** reached, no_answer, call_back or wrong_number (src/shared/leads.ts). */
    t.string('outcome', 16).notNullable()
    t.string('call_back_at', 30).nullable()
    t.string('note', 1000).nullable()
    t.index(['lead_kind', 'lead_id'], 'lead_calls_lead_idx')
  })
  await db.schema.createTable('desk_settings', (t) => {
    t.string('key', 60).primary()
    t.text('value').notNullable()
  })
  // One row per India day: the process that inserts it sends that morning's digest.
  await db.schema.createTable('desk_digests', (t) => {
    t.string('day', 10).primary()
    t.string('sent_at', 30).notNullable()
  })

  await renameStatus(db, [OLD], NEW)
  await db('loan_applications').update({
    contacted_at: firstMove(db, 'contacted'),
    sent_at: firstMove(db, 'sent_to_lender'),
    sanctioned_at: firstMove(db, NEW),
  })
  // A lead that was open before follow-ups existed is due at once: nobody has planned its next call.
  await db('loan_applications')
    .whereIn('status', OPEN)
    .update({ next_follow_up_at: db.ref('created_at') })
  await db('enquiries')
    .whereIn('status', ['new', 'contacted'])
    .update({ next_follow_up_at: db.ref('created_at') })
}

export async function down(db: Knex): Promise<void> {
  await renameStatus(db, [NEW, ...ADDED_FINAL], OLD)
  await renameStatus(db, ADDED_ENDS, 'rejected')
  await db.schema.dropTable('desk_digests')
  await db.schema.dropTable('desk_settings')
  await db.schema.dropTable('lead_calls')
  await db.schema.alterTable('enquiries', (t) => {
    t.dropIndex([], 'enquiries_follow_up_idx')
    t.dropColumn('next_follow_up_at')
  })
  await db.schema.alterTable('loan_applications', (t) => {
    t.dropIndex([], 'loan_applications_follow_up_idx')
    for (const c of [
      'contacted_at',
      'sent_lender',
      'sent_at',
      'sanctioned_amount',
      'sanctioned_rate',
      'sanctioned_tenure',
      'sanctioned_at',
    ])
      t.dropColumn(c)
    for (const c of ['disbursed_amount', 'disbursed_on', 'disbursed_at', 'end_reason', 'next_follow_up_at']) t.dropColumn(c)
  })
}
