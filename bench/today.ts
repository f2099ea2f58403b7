// The Today page at scale (issue 44, item 3; docs/decisions/230): bench/leads.ts calls this after its
// seed of applications. It gives the open ones follow-up dates from 300 hours ago to 100 hours ahead
// (three in four overdue: a desk far behind, the worst case for the counts), adds enquiries and open
// applicant requests, then measures p95 of todayLists(db, now), the page's one read. Goal: 50 ms.
import type { Knex } from 'knex'
import { todayLists } from '#src/features/leads/today.service.server'
import { openStatuses } from '#src/server/tables/follow-ups.server'

const GOAL_MS = 50
const HOUR = 3_600_000

export async function benchToday(db: Knex, kind: 'sqlite' | 'postgres', now: number, runs: number): Promise<number> {
  const at = new Date(now).toISOString()
  const shifted =
    kind === 'postgres'
      ? `to_char((?::timestamptz + ((id % 400) - 300) * interval '1 hour') at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      : `strftime('%Y-%m-%dT%H:%M:%fZ', ?, ((id % 400) - 300) || ' hours')`
  await db('loan_applications')
    .whereIn('status', openStatuses.application)
    .update({ next_follow_up_at: db.raw(shifted, [at]) })
  const enquiries = []
  for (let i = 0; i < 10_000; i++) {
    const created = new Date(now - (i % 400) * 24 * HOUR).toISOString()
    const status = ['new', 'contacted', 'closed'][i % 3]!
    enquiries.push({
      first_name: 'Meera',
      last_name: 'Iyer',
      mobile_number: String(8_000_000_000 + i),
      city: 'Pune',
      loan_type: 'Home Loan',
      email: `enquirer${i}@example.in`,
      status,
      created_at: created,
      next_follow_up_at: status === 'closed' ? null : new Date(now + ((i % 400) - 300) * HOUR).toISOString(),
    })
  }
  for (let i = 0; i < enquiries.length; i += 400) await db('enquiries').insert(enquiries.slice(i, i + 400))
  const ids: { id: number }[] = await db('loan_applications').select('id').orderBy('id', 'desc').limit(1000)
  const requests = ids.map((r, i) => ({
    application_id: r.id,
    kind: 'data_export',
    status: 'open',
    created_at: new Date(now - (i % 10) * 24 * HOUR).toISOString(),
  }))
  for (let i = 0; i < requests.length; i += 400) await db('lead_requests').insert(requests.slice(i, i + 400))
  await db.raw(kind === 'postgres' ? 'vacuum analyze' : 'analyze')

  const today = await todayLists(db, new Date(now))
  const sizes = [today.dueToday, today.overdue, today.notContacted, today.requests].map((l) => l.total.toLocaleString('en-IN'))
  console.log(`\n${kind}: Today page (todayLists), lists due today / overdue / not contacted / requests: ${sizes.join(' / ')}`)
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await todayLists(db, new Date(now))
    times.push(performance.now() - start)
  }
  const p95 = [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!
  console.log(`  todayLists p95 of ${runs} runs: ${p95.toFixed(1)} ms (goal ≤ ${GOAL_MS} ms)${p95 > GOAL_MS ? '  OVER GOAL' : ''}`)
  return p95
}
