// Step timestamps for bench/leads.ts's applications, as a desk works them: most are called within three
// days, about half of those go to a lender a few days later, and so on down the funnel; no step lies in
// the future. Written by id in batches after the applications are seeded, so the seed loop stays as it is.
import type { Knex } from 'knex'

const LENDERS = ['Sahyog Finance', 'Trivan Bank', 'Nirmala Capital', 'Pankh Credit', 'Kaveri Fincorp', 'Pragati Bank']
const HOUR = 3_600_000
const DAY = 24 * HOUR

/** A fixed pseudo-random number in [0, 1) for row `i` and salt `s` (the same seed every run). */
function unit(i: number, s: number): number {
  let x = Math.imul(i ^ (s * 0x9e3779b1), 0x85ebca6b) >>> 0
  x = Math.imul(x ^ (x >>> 13), 0xc2b2ae35) >>> 0
  return ((x ^ (x >>> 16)) >>> 0) / 2 ** 32
}

export interface SeededSteps {
  contacted_at: string | null
  sent_lender: string | null
  sent_at: string | null
  sanctioned_amount: number | null
  sanctioned_rate: number | null
  sanctioned_tenure: number | null
  sanctioned_at: string | null
  disbursed_amount: number | null
  disbursed_on: string | null
  disbursed_at: string | null
}

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
