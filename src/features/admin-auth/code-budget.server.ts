import type { Knex } from 'knex'
import { enqueue } from '#src/server/outbox.server'
import { KnexRateLimitStore } from '#src/server/rate-limit-store.server'

// The code step's guessing budget (docs/decisions/198): one set of counters for the sign-in form's
// code step and the JSON login's code, in the database like every limit (docs/decisions/081), so every
// process and both ways in share it.

const DAY_MS = 24 * 60 * 60 * 1000
/** Wrong codes a day, per account, from places not known for it; then only a recovery code works there. */
export const CODE_GUESSES_PER_DAY = 20
/** At most one e-mail to the admin about wrong codes in this long: one for a burst, not one per code. */
export const CODE_ALERT_MS = 60 * 60 * 1000

/** One code typed after a right password: for which account, from which address, and the device's id when it is known for that account. */
export interface CodeAttempt {
  email: string
  ip: string
  device: string | null
}

/** `open`: check the code; `wait`: too many in this window (429); `recovery-only`: the day's budget from unknown places is spent. */
export type CodeVerdict = 'open' | 'wait' | 'recovery-only'

export interface CodeBudget {
  /** Counts the attempt before its code is checked, so that guesses sent at once all count. */
  take(attempt: CodeAttempt): Promise<CodeVerdict>
  /** The code was right: the attempt is given back. */
  succeeded(attempt: CodeAttempt): Promise<void>
  /** The code was wrong after a right password: the admin is e-mailed, once a burst. */
  failed(attempt: CodeAttempt): Promise<void>
}

export function codeBudget(db: Knex, opts: { limit: number; windowMs: number; perDay?: number; now?: () => number }): CodeBudget {
  const perDay = opts.perDay ?? CODE_GUESSES_PER_DAY
  const now = opts.now ?? Date.now
  const store = (name: string, windowMs: number) => new KnexRateLimitStore(db, { name, windowMs, now })
  // The names are the ones the form's code step counted under before (docs/decisions/156).
  const device = store('login-code-device', opts.windowMs)
  const ip = store('login-code-ip', opts.windowMs)
  const account = store('login-code-account', opts.windowMs)
  const day = store('login-code-day', DAY_MS)
  const alerts = store('login-code-alert', CODE_ALERT_MS)
  // A known device counts against itself alone: a stranger's guesses never lock the admin out (docs/decisions/081).
  const windows = (a: CodeAttempt): [KnexRateLimitStore, string][] =>
    a.device
      ? [[device, a.device]]
      : [
          [ip, a.ip],
          [account, a.email],
        ]
  const off = opts.limit === 0

  return {
    async take(a) {
      if (off) return 'open'
      const hits = await Promise.all(windows(a).map(([s, key]) => s.increment(key)))
      if (hits.some((h) => h.totalHits > opts.limit)) return 'wait'
      if (a.device) return 'open'
      return (await day.increment(a.email)).totalHits > perDay ? 'recovery-only' : 'open'
    },
    async succeeded(a) {
      if (off) return
      await Promise.all(windows(a).map(([s, key]) => s.decrement(key)))
      if (!a.device) await day.decrement(a.email)
    },
    async failed(a) {
      if ((await alerts.increment(a.email)).totalHits !== 1) return
      await enqueue(db, [{ kind: 'sign_in_codes_wrong', to: a.email, payload: { at: new Date(now()).toISOString() } }])
    },
  }
}
