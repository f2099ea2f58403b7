// The desk's morning digest at 100,000 applications (docs/decisions/231): what the one run a day that
// takes the day reads, p95 of the reads alone (nothing is written). Every open application has a next
// follow-up: a day after it came in, as the migration gives old open leads their creation time.
// Run: npx tsx bench/desk-digest.ts [sqlite|postgres]   (postgres needs TEST_DATABASE_URL)
import { randomBytes } from 'node:crypto'
import { openTestDb } from '#tests/setup/test-db'
import { fakeApplicationRow } from '#tests/setup/lead-fixtures'
import { digestContent } from '#src/features/leads/desk-digest.service.server'
import { applicationStatuses, isOpen } from '#src/shared/leads'
import { istDay } from '#src/shared/lead-charts'

const ROWS = Number(process.env.BENCH_ROWS ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 40)
const kind = process.argv[2] === 'postgres' ? 'postgres' : 'sqlite'
const key = randomBytes(32)
const now = new Date()
const DAY = 86_400_000

const t = await openTestDb(kind)
const { db } = t
const createdAt = (i: number) => new Date(now.getTime() - Math.floor(((ROWS - i) / ROWS) * 400 * DAY))
const BATCH = kind === 'sqlite' ? 400 : 2000
for (let start = 0; start < ROWS; start += BATCH) {
  const rows = []
  for (let i = start; i < Math.min(ROWS, start + BATCH); i++) {
    const status = applicationStatuses[i % applicationStatuses.length]!
    const created = createdAt(i)
    rows.push({
      ...fakeApplicationRow(key, i, created),
      status,
      next_follow_up_at: isOpen('application', status) ? new Date(created.getTime() + DAY).toISOString() : null,
    })
  }
  await db('loan_applications').insert(rows)
}
if (kind === 'postgres') await db.raw('vacuum analyze loan_applications')
else await db.raw('analyze')

const day = istDay(now.getTime())
const first = await digestContent(db, day, now)
console.log(
  `${kind}, ${ROWS.toLocaleString('en-IN')} applications: ${first.newLeads.total} new, ${first.followUps.total} follow-ups due (${first.followUps.overdue} overdue)`,
)
const times: number[] = []
for (let i = 0; i < RUNS; i++) {
  const start = performance.now()
  await digestContent(db, day, now)
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
console.log(`  digest reads: p50 ${times[Math.floor(RUNS / 2)]!.toFixed(1)} ms, p95 ${times[Math.ceil(RUNS * 0.95) - 1]!.toFixed(1)} ms`)
await t.close()
