import type { Knex } from 'knex'
import { runRetention } from './retention.service'

const DAY_MS = 86_400_000
const FIRST_RUN_MS = 60_000

/**
 * Runs retention a minute after start, then daily. The timers are unref'd so they never keep the
 * process alive; several processes running it at once is harmless (the erase is idempotent).
 */
export function startRetentionTimer(db: Knex, days: number, log: (line: string) => void): () => void {
  const run = () => {
    runRetention(db, days)
      .then((r) => (r.applications || r.enquiries) && log(`retention erased ${r.applications} applications, ${r.enquiries} enquiries`))
      .catch((err: { code?: string; name?: string }) => log(`retention failed code=${err.code ?? err.name ?? 'UNKNOWN'}`))
  }
  const first = setTimeout(run, FIRST_RUN_MS)
  const daily = setInterval(run, DAY_MS)
  first.unref()
  daily.unref()
  return () => {
    clearTimeout(first)
    clearInterval(daily)
  }
}
