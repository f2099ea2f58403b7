import type { Knex } from 'knex'

// The funnel's month rollup (issue 44, item 7; docs/decisions/232): per month the lead came in (India
// time), loan type or lender its file went to (`dim` and `key`), step reached and the whole days that
// step took, how many leads and the rupees disbursed. Triggers keep it in step with loan_applications
// in the writing transaction, whichever code writes, so the funnel reads a few thousand rows, never
// 100,000; the days are whole India calendar days, so the medians come out exact from the counts.
//
// SQLite: row triggers. PostgreSQL: statement triggers over the transition tables, whose one upsert
// per statement takes its rows in key order, so two writers never lock two rows in opposite orders.
// A later migration that rebuilds loan_applications on SQLite (a knex drop or alter of a column)
// drops these triggers and must create them again: src/features/leads/funnel.data.test.ts fails
// until it does.

const TABLE = 'funnel_counts'
const SOURCE = [
  'created_at',
  'loan_type',
  'sent_lender',
  'contacted_at',
  'sent_at',
  'sanctioned_at',
  'disbursed_at',
  'disbursed_on',
  'disbursed_amount',
]
const STEPS = ['lead', 'contacted', 'sent', 'sanctioned', 'disbursed']
const TRIGGERS = ['insert', 'update', 'delete'].map((e) => `funnel_counts_${e}`)

interface Dialect {
  /** The India month (YYYY-MM) of an ISO instant. */
  month: (at: string) => string
  /** Whole India calendar days from the instant `from` to the instant `to`. */
  days: (from: string, to: string) => string
  /** The same to a date (YYYY-MM-DD) already in India time. */
  daysToDate: (from: string, to: string) => string
}

const sqlite: Dialect = {
  month: (at) => `strftime('%Y-%m', ${at}, '+330 minutes')`,
  days: (from, to) => `cast(julianday(date(${to}, '+330 minutes')) - julianday(date(${from}, '+330 minutes')) as integer)`,
  daysToDate: (from, to) => `cast(julianday(${to}) - julianday(date(${from}, '+330 minutes')) as integer)`,
}

const indiaDate = (at: string) => `((${at})::timestamptz at time zone 'UTC' + interval '330 minutes')::date`
const postgres: Dialect = {
  month: (at) => `to_char((${at})::timestamptz at time zone 'UTC' + interval '330 minutes', 'YYYY-MM')`,
  days: (from, to) => `(${indiaDate(to)} - ${indiaDate(from)})`,
  daysToDate: (from, to) => `((${to})::date - ${indiaDate(from)})`,
}

/**
 * The counts that the rows of `source` (each with a `sign`, +1 to add, -1 to take away, and SOURCE's
 * columns) add to the rollup, netted per key and in key order, as one upsert. A lead counts under its
 * loan type at every step it reached ('type' rows), and under the lender its file went to from "sent"
 * on ('lender' rows). Each step's days run from the last step before it that the lead reached; the
 * payout's from its date (disbursed_on).
 */
function upsert(d: Dialect, source: string): string {
  const steps = STEPS.map((s) => `select '${s}' as step`).join(' union all ')
  const paid = 'coalesce(r.sanctioned_at, r.sent_at, r.contacted_at, r.created_at)'
  const reached = `case s.step when 'lead' then true when 'contacted' then r.contacted_at is not null when 'sent' then r.sent_at is not null
    when 'sanctioned' then r.sanctioned_at is not null else r.disbursed_at is not null end`
  const days = `case when s.step = 'lead' then 0
    when s.step = 'contacted' then ${d.days('r.created_at', 'r.contacted_at')}
    when s.step = 'sent' then ${d.days('coalesce(r.contacted_at, r.created_at)', 'r.sent_at')}
    when s.step = 'sanctioned' then ${d.days('coalesce(r.sent_at, r.contacted_at, r.created_at)', 'r.sanctioned_at')}
    when r.disbursed_on is not null then ${d.daysToDate(paid, 'r.disbursed_on')}
    else ${d.days(paid, 'r.disbursed_at')} end`
  const amount = `case when s.step = 'disbursed' then coalesce(r.disbursed_amount, 0) else 0 end`
  return `insert into ${TABLE} (dim, month, key, step, days, leads, amount)
    select g.dim, ${d.month('r.created_at')}, case g.dim when 'type' then coalesce(r.loan_type, '') else r.sent_lender end,
      s.step, ${days}, sum(r.sign), sum(r.sign * ${amount})
    from ${source} r cross join (${steps}) s cross join (select 'type' as dim union all select 'lender') g
    where ${reached} and (g.dim = 'type' or (r.sent_lender is not null and s.step in ('sent', 'sanctioned', 'disbursed')))
    group by 1, 2, 3, 4, 5
    having sum(r.sign) <> 0 or sum(r.sign * ${amount}) <> 0
    order by 1, 2, 3, 4, 5
    on conflict (dim, month, key, step, days)
    do update set leads = ${TABLE}.leads + excluded.leads, amount = ${TABLE}.amount + excluded.amount`
}

const rowOf = (sign: number, ref: 'OLD' | 'NEW') => `select ${sign} as sign, ${SOURCE.map((c) => `${ref}.${c} as ${c}`).join(', ')}`
const tableOf = (sign: number, name: string) => `select ${sign} as sign, ${SOURCE.join(', ')} from ${name}`

async function createSqliteTriggers(db: Knex): Promise<void> {
  const body = (rows: string) => `begin ${upsert(sqlite, `(${rows})`)}; end`
  await db.raw(`create trigger ${TRIGGERS[0]} after insert on loan_applications for each row ${body(rowOf(1, 'NEW'))}`)
  await db.raw(
    `create trigger ${TRIGGERS[1]} after update of ${SOURCE.join(', ')} on loan_applications for each row
     ${body(`${rowOf(-1, 'OLD')} union all ${rowOf(1, 'NEW')}`)}`,
  )
  await db.raw(`create trigger ${TRIGGERS[2]} after delete on loan_applications for each row ${body(rowOf(-1, 'OLD'))}`)
}

async function createPostgresTriggers(db: Knex): Promise<void> {
  await db.raw(`create function funnel_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then ${upsert(postgres, `(${tableOf(1, 'new_rows')})`)};
      elsif tg_op = 'UPDATE' then ${upsert(postgres, `(${tableOf(-1, 'old_rows')} union all ${tableOf(1, 'new_rows')})`)};
      else ${upsert(postgres, `(${tableOf(-1, 'old_rows')})`)};
      end if;
      return null;
    end $$`)
  const referencing = {
    insert: 'new table as new_rows',
    update: 'old table as old_rows new table as new_rows',
    delete: 'old table as old_rows',
  }
  for (const [i, event] of (['insert', 'update', 'delete'] as const).entries()) {
    await db.raw(
      `create trigger ${TRIGGERS[i]} after ${event} on loan_applications referencing ${referencing[event]}
       for each statement execute function funnel_counts_apply()`,
    )
  }
}

export async function up(db: Knex): Promise<void> {
  const pg = db.client.config.client === 'pg'
  // SQLite keeps the rows in the key's order (without rowid), so the funnel's range read touches nothing else.
  if (pg) {
    await db.schema.createTable('funnel_counts', (t) => {
      t.string('dim', 6).notNullable()
      t.string('month', 7).notNullable()
      t.string('key', 60).notNullable()
      t.string('step', 12).notNullable()
      t.integer('days').notNullable()
      t.integer('leads').notNullable()
      t.bigInteger('amount').notNullable()
      t.primary(['dim', 'month', 'key', 'step', 'days'])
    })
  } else {
    await db.raw(`create table ${TABLE} (dim varchar(6) not null, month varchar(7) not null, key varchar(60) not null,
      step varchar(12) not null, days integer not null, leads integer not null, amount bigint not null,
      primary key (dim, month, key, step, days)) without rowid`)
  }
  await db.raw(upsert(pg ? postgres : sqlite, `(${tableOf(1, 'loan_applications')})`))
  await (pg ? createPostgresTriggers(db) : createSqliteTriggers(db))
}

export async function down(db: Knex): Promise<void> {
  for (const name of TRIGGERS) {
    await db.raw(db.client.config.client === 'pg' ? `drop trigger ${name} on loan_applications` : `drop trigger ${name}`)
  }
  if (db.client.config.client === 'pg') await db.raw('drop function funnel_counts_apply()')
  await db.schema.dropTable(TABLE)
}
