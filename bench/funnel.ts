// bench/leads.ts's funnel section (docs/decisions/232). seedFunnelSteps gives its applications the step
// timestamps a desk would: most are called within three days, about half of those go to a lender a few
// days later, and so on down the funnel; no step lies in the future. They are written by id in batches
// after the applications are seeded, so the seed loop stays as it is. benchFunnel prints the p95 of the
// funnel page's read for three periods; funnelOverHttp the rendered page's.
import { spawnSync } from 'node:child_process'
import type { Knex } from 'knex'
import { funnelPage } from '#src/features/leads/funnel.service.server'
import type { ApplicationRow, StepColumn } from '#src/server/tables/loan-applications.server'
import { addMonths, indiaMonth } from '#src/shared/funnel'

const LENDERS = ['Sahyog Finance', 'Trivan Bank', 'Nirmala Capital', 'Pankh Credit', 'Kaveri Fincorp', 'Pragati Bank']
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A fixed pseudo-random number in [0, 1) for row `i` and salt `s` (the same seed every run). */
function unit(i: number, s: number): number {
  let x = Math.imul(i ^ (s * 0x9e3779b1), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32
}

/** The step columns the bench fills, as the desk's moves write them (docs/decisions/228). */
export type SeededSteps = Pick<ApplicationRow, Exclude<StepColumn, 'end_reason' | 'next_follow_up_at'>>

const none: SeededSteps = {
  contacted_at: null,
  sent_lender: null,
  sent_at: null,
  sanctioned_amount: null,
  sanctioned_rate: null,
  sanctioned_tenure: null,
  sanctioned_at: null,
  disbursed_amount: null,
  disbursed_on: null,
  disbursed_at: null,
}

/** How far row `i`, made at `created`, got by `now`: 85% contacted, 55% of those sent, 60% sanctioned, 75% disbursed. */
export function seededSteps(i: number, created: number, loanAmount: number, now: number): SeededSteps {
  const s: SeededSteps = { ...none }
  const contacted = created + (0.2 + unit(i, 1) * 70) * HOUR
  if (unit(i, 2) >= 0.85 || contacted > now) return s
  s.contacted_at = new Date(contacted).toISOString()
  const sent = contacted + (0.5 + unit(i, 3) * 9) * DAY
  if (unit(i, 4) >= 0.55 || sent > now) return s
  Object.assign(s, { sent_lender: LENDERS[Math.floor(unit(i, 5) * LENDERS.length)], sent_at: new Date(sent).toISOString() })
  const sanctioned = sent + (1 + unit(i, 6) * 13) * DAY
  if (unit(i, 7) >= 0.6 || sanctioned > now) return s
  const amount = Math.round((loanAmount * (0.7 + unit(i, 8) * 0.3)) / 1000) * 1000
  Object.assign(s, {
    sanctioned_amount: amount,
    sanctioned_rate: 10 + Math.round(unit(i, 9) * 120) / 10,
    sanctioned_tenure: 12 + 12 * Math.floor(unit(i, 10) * 5),
    sanctioned_at: new Date(sanctioned).toISOString(),
  })
  const paidOn = sanctioned + Math.floor(unit(i, 11) * 8) * DAY
  const recorded = paidOn + unit(i, 12) * 2 * DAY
  if (unit(i, 13) >= 0.75 || recorded > now) return s
  return Object.assign(s, {
    disbursed_amount: amount,
    disbursed_on: new Date(paidOn + 330 * 60_000).toISOString().slice(0, 10),
    disbursed_at: new Date(recorded).toISOString(),
  })
}

const COLUMNS = Object.keys(none) as (keyof SeededSteps)[]
const INTEGER = new Set(['sanctioned_amount', 'sanctioned_tenure', 'disbursed_amount'])

/** Writes seededSteps onto every application, `batch` rows a statement (UPDATE … FROM a VALUES list, on both engines). */
export async function seedFunnelSteps(db: Knex, now: number, batch: number): Promise<void> {
  const pg = db.client.config.client === 'pg'
  const rows: { id: number; created_at: string; loan_amount: number }[] = await db('loan_applications')
    .select('id', 'created_at', 'loan_amount')
    .orderBy('id')
  const cast = (c: string) => (!pg ? '' : INTEGER.has(c) ? '::integer' : c === 'sanctioned_rate' ? '::double precision' : '::text')
  const set = COLUMNS.map((c) => `${c} = v.${c}${cast(c)}`).join(', ')
  for (let start = 0; start < rows.length; start += batch) {
    const slice = rows.slice(start, start + batch)
    const values = slice.map(() => `(?${COLUMNS.map(() => ', ?').join('')})`).join(', ')
    const params = slice.flatMap((r) => {
      const s = seededSteps(Number(r.id), Date.parse(r.created_at), Number(r.loan_amount), now)
      return [Number(r.id), ...COLUMNS.map((c) => s[c])]
    })
    await db.raw(
      `with v(id, ${COLUMNS.join(', ')}) as (values ${values})
       update loan_applications set ${set} from v where loan_applications.id = v.id${pg ? '::integer' : ''}`,
      params,
    )
  }
}

const FUNNEL_RUNS = Number(process.env.BENCH_FUNNEL_RUNS ?? 100)
const FUNNEL_TARGET_MS = 50
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!

async function p95Of(run: () => Promise<unknown>): Promise<number> {
  await run()
  const times: number[] = []
  for (let i = 0; i < FUNNEL_RUNS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return p95(times)
}

function report(name: string, ms: number, target = FUNNEL_TARGET_MS): void {
  console.log(`  ${name.padEnd(28)} ${ms.toFixed(1).padStart(7)} ms${ms > target ? '  OVER TARGET' : ''}`)
}

const periods = (now: number): [string, Record<string, string>][] => {
  const month = indiaMonth(new Date(now))
  return [
    ['last 12 months (default)', {}],
    ['this month', { from: month, to: month }],
    ['five years', { from: addMonths(month, -59), to: month }],
  ]
}

/** The funnel page's read (the +data hook's call) for three periods, p95 of FUNNEL_RUNS runs each. */
export async function benchFunnel(db: Knex, kind: string, now: number): Promise<void> {
  console.log(`\n${kind}: the funnel through the service (p95 of ${FUNNEL_RUNS} runs; target ≤ ${FUNNEL_TARGET_MS} ms)`)
  const { funnel } = await funnelPage(db, {}, new Date(now))
  const t = funnel.total.counts
  console.log(
    `  last 12 months: ${t.lead} leads, ${t.contacted} contacted, ${t.sent} sent, ${t.sanctioned} sanctioned, ${t.disbursed} disbursed`,
  )
  await sameAsScan(db, funnel)
  for (const [name, query] of periods(now)) report(name, await p95Of(() => funnelPage(db, query, new Date(now))))
}

/** The rollup the triggers kept must say what a scan of the applications says, or the figures mean nothing. */
async function sameAsScan(db: Knex, funnel: Awaited<ReturnType<typeof funnelPage>>['funnel']): Promise<void> {
  const start = (month: string) => new Date(`${month}-01T00:00:00+05:30`).toISOString()
  const scan = (await db('loan_applications')
    .where('created_at', '>=', start(funnel.from))
    .andWhere('created_at', '<', start(addMonths(funnel.to, 1)))
    .count({ lead: '*', contacted: 'contacted_at', sent: 'sent_at', sanctioned: 'sanctioned_at', disbursed: 'disbursed_at' })
    .sum({ amount: 'disbursed_amount' })
    .first()) as Record<string, number | string>
  const t = funnel.total.counts
  const same = (['lead', 'contacted', 'sent', 'sanctioned', 'disbursed'] as const).every((k) => Number(scan[k]) === t[k])
  if (!same || Number(scan.amount) !== funnel.total.disbursed) throw new Error(`the rollup disagrees with a scan: ${JSON.stringify(scan)}`)
  console.log('  the same as a scan of the applications')
}

/** GET /admin-dashboard/funnel over HTTP, rendered, as the signed-in admin. */
export async function funnelOverHttp(url: string, cookie: string, now: number): Promise<void> {
  // The page's target is the lead desk pages' (bench/leads.ts); the 50 ms is the read's.
  console.log(`\nsqlite: GET /admin-dashboard/funnel over HTTP (render included; p95 of ${FUNNEL_RUNS} runs; target < 200 ms)`)
  for (const [name, query] of periods(now)) {
    const ms = await p95Of(async () => {
      const res = await fetch(`${url}/admin-dashboard/funnel?${new URLSearchParams(query).toString()}`, { headers: { cookie } })
      if (res.status !== 200) throw new Error(`status ${res.status}`)
      await res.text()
    })
    report(name, ms, 200)
  }
}

/**
 * `npm run bench:leads` names no engine: after SQLite, the whole bench again on PostgreSQL when
 * TEST_DATABASE_URL is set, so one command prints the funnel's p95 on both (issue 44).
 */
export function thenOnPostgres(): void {
  if (process.argv[2] || !process.env.TEST_DATABASE_URL) return
  const run = spawnSync('npx', ['tsx', process.argv[1]!, 'postgres'], { stdio: 'inherit' })
  if (run.status !== 0) process.exitCode = run.status ?? 1
}
