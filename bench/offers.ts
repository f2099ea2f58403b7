// Every matching offer (docs/decisions/220): p95 of matching one application against 300 products
// (goal ≤ 5 ms), and of the offers page over HTTP with those 300 products in its snapshot (goal ≤ 50 ms).
// Run: npm run build && npm run bench:offers
import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import { offersApplication, offersPassOf } from '#tests/setup/offer-fixtures'
import { PROCESS_IDENTITY } from '#tests/setup/server-process'
import { openTestDb } from '#tests/setup/test-db'
import { insertLender, insertProduct } from '#src/server/tables/lenders.server'
import type { Lender, LenderProduct } from '#src/shared/content/lenders'
import { stateNames } from '#src/shared/content/states'
import { matchOffers, type Catalogue, type MatchFacts } from '#src/shared/offers/match'

const PRODUCTS = 300
const LENDERS = 50
const RUNS = Number(process.env.BENCH_RUNS ?? 400)

const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1]!
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const fmt = (ms: number) => `${ms.toFixed(2).padStart(7)} ms`

/** p95 and median of `runs` timed calls, after 20 to warm up. */
async function timed(runs: number, run: () => unknown | Promise<unknown>): Promise<{ p95: number; median: number }> {
  for (let i = 0; i < 20; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return { p95: p95(times), median: median(times) }
}
const line = (label: string, { p95: value, median: mid }: { p95: number; median: number }, goal: number) =>
  `  ${label}p95 ${fmt(value)}, median ${fmt(mid)}  (goal ≤ ${goal} ms)${value > goal ? '  OVER GOAL' : ''}`

/** 50 lenders with 6 personal-loan products each, spread over rates, fees, ranges and states: most match. */
function catalogue(): { lenders: Omit<Lender, 'id'>[]; products: Omit<LenderProduct, 'id' | 'lenderId'>[][] } {
  const lenders = Array.from({ length: LENDERS }, (_, i) => ({
    legalName: `Bench Lender ${i + 1} Limited`,
    displayName: `Bench Lender ${i + 1}`,
    rbiRegistration: `N-${i + 1}.00000`,
    website: `https://bench-${i + 1}.example`,
    grievanceUrl: `https://bench-${i + 1}.example/grievance`,
    grievancePhone: '+91 00000 00000',
    penalCharges: '2% a month on the overdue instalment',
    penalMonthlyBp: 200,
    penalPerInstalment: null,
    coolingOffDays: 1 + (i % 3),
    active: true,
    sample: false,
    mark: null,
  }))
  const products = lenders.map((_, i) =>
    Array.from({ length: PRODUCTS / LENDERS }, (_, j) => ({
      loanType: 'personal' as const,
      minAmount: 50_000,
      maxAmount: 10_00_000 + j * 1_00_000,
      minTenure: 6 + j,
      maxTenure: 48 + j * 6,
      rate: { kind: 'fixed' as const, rateBp: 900 + ((i * 7 + j * 13) % 1500) },
      processingFeeBp: 50 + ((i + j) % 300),
      preClosure: 'None after 12 EMIs',
      minMonthlyIncome: 15_000 + ((i * j) % 6) * 5_000,
      minAge: 21,
      maxAge: 58 + (j % 3),
      maxAgeAtEnd: 60 + (j % 5),
      states: j % 3 === 0 ? ('all' as const) : stateNames.filter((_, k) => (k + i + j) % 2 === 0),
      active: true,
    })),
  )
  return { lenders, products }
}

// ── 1. The matcher alone ───────────────────────────────────────────────────────────────────────────
const made = catalogue()
let id = 0
const inMemory: Catalogue = {
  lenders: made.lenders.map((l, i) => ({ ...l, id: i + 1 })),
  products: made.products.flatMap((ps, i) => ps.map((p) => ({ ...p, id: ++id, lenderId: i + 1 }))),
}
const facts: MatchFacts = {
  loanType: 'personal',
  amount: 5_00_000,
  monthlyIncome: 60_000,
  dateOfBirth: '1994-06-15',
  state: 'Maharashtra',
  appliedOn: '2026-11-28',
}
const sampleMatch = matchOffers(facts, inMemory)
const matchP95 = await timed(RUNS, () => matchOffers(facts, inMemory, 48))
console.log(
  `matching one application against ${PRODUCTS} products (${sampleMatch.offers.length} offers, ${sampleMatch.unmatched.length} lenders without):`,
)
console.log(line('', matchP95, 5))

// ── 2. The offers page over HTTP, on SQLite, with those products in the catalogue ─────────────────
const entry = path.resolve(import.meta.dirname, '..', process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')
if (!fs.existsSync(entry)) {
  console.log('\nNo page build in dist/: run `npm run build` first for the offers page figure.')
  process.exit(0)
}
const t = await openTestDb('sqlite')
await t.db.destroy()

const { bootDeps } = await import('#src/app/boot.server')
const { createApp } = await import('#src/app/app.server')
await import(entry)
const deps = await bootDeps(
  {
    NODE_ENV: 'production',
    DIST_DIR: process.env.DIST_DIR ?? 'dist',
    DATABASE_URL: t.url,
    ADMIN_EMAIL: 'admin@loanpartner.in',
    ADMIN_PASSWORD: 'bench-password-0123456789',
    SESSION_SECRET: 'bench-session-secret-that-is-long-enough-0123',
    DATA_KEY: randomBytes(32).toString('hex'),
    ...PROCESS_IDENTITY,
    RATE_LIMIT_FORMS: '0',
  },
  () => {},
)
const server = createApp(deps).listen(0, '127.0.0.1')
await new Promise((r) => server.once('listening', r))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
/** A borrower's offers pass: a ₹5 lakh personal loan in Maharashtra, applied for with the form. */
let borrowers = 0
async function borrower(): Promise<string> {
  const applied = await fetch(`${url}/apply-now`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: url, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(offersApplication(++borrowers)).toString(),
  })
  return offersPassOf(applied)
}

async function measurePage(label: string, pass: string) {
  let shown = 0
  const page = (tenure: string) => async () => {
    const res = await fetch(`${url}/offers${tenure}`, { headers: { cookie: pass } })
    if (res.status !== 200) throw new Error(`status ${res.status}`)
    shown = ((await res.text()).match(/data-testid="offer"/g) ?? []).length
  }
  const runs = Math.min(RUNS, 200)
  const first = await timed(runs, page(''))
  const other = await timed(runs, page('?tenure=60'))
  console.log(`\nGET /offers over HTTP, render included, ${label}: ${shown} offers on the page (${runs} runs)`)
  console.log(line('36 months: ', first, 50))
  console.log(line('60 months: ', other, 50))
}

// The sample catalogue a fresh install ships, then the 300 products above instead (new borrowers'
// snapshots take them; the first borrower's keeps the sample).
await measurePage('the sample catalogue', await borrower())
const at = new Date().toISOString()
await deps.db('lender_products').update({ active: false })
for (const [i, l] of made.lenders.entries()) {
  const lenderId = await insertLender(deps.db, l, at)
  for (const p of made.products[i]!) await insertProduct(deps.db, { ...p, lenderId }, at)
}
await measurePage(`${PRODUCTS} products of ${LENDERS} lenders`, await borrower())
server.closeAllConnections()
server.close()
await deps.db.destroy()
fs.rmSync(path.dirname(t.url), { recursive: true, force: true })
