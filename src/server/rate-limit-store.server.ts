import { createHash } from 'node:crypto'
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit'
import type { Db } from './db.server'

// Rate-limit counters live in the database, so every process counts against one limit and a
// restart forgets nothing (docs/decisions/081). No published store serves both SQLite and
// PostgreSQL through knex, hence this one.

interface Row {
  hits: number | string
  reset_at: number | string
}

/** What the table holds for a key: the limiter's name in clear, the key (an IP, an e-mail) only as a hash. */
export function storedKey(prefix: string, key: string): string {
  return prefix + createHash('sha256').update(key).digest('hex').slice(0, 32)
}

// PostgreSQL returns bigint columns as strings.
const info = (row: Row): ClientRateLimitInfo => ({ totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) })

// One statement, so two processes incrementing the same key at once both count: an expired window
// starts again at 1, a live one adds 1. SQLite ≥ 3.35 and PostgreSQL both accept it.
const INCREMENT = `insert into rate_limits ("key", hits, reset_at) values (?, 1, ?)
  on conflict ("key") do update set
    hits = case when rate_limits.reset_at <= ? then 1 else rate_limits.hits + 1 end,
    reset_at = case when rate_limits.reset_at <= ? then excluded.reset_at else rate_limits.reset_at end
  returning hits, reset_at`

/** A fixed-window express-rate-limit store on the `rate_limits` table; one instance per limiter. */
export class KnexRateLimitStore implements Store {
  /** Counts are shared with every other process on the database. */
  readonly localKeys = false
  readonly prefix: string
  private windowMs: number
  private readonly now: () => number

  /** `name` keeps each limiter's counters apart (e.g. 'contact', 'login-ip'). */
  constructor(
    private readonly db: Db,
    opts: { name: string; windowMs?: number; now?: () => number },
  ) {
    if (!/^[a-z0-9-]{1,40}$/.test(opts.name)) throw new Error(`Rate limit name must be short kebab-case: ${opts.name}`)
    this.prefix = `${opts.name}:`
    this.windowMs = opts.windowMs ?? 60_000
    this.now = opts.now ?? Date.now
  }

  init(options: Options): void {
    this.windowMs = options.windowMs
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row: Row | undefined = await this.db('rate_limits')
      .select('hits', 'reset_at')
      .where({ key: storedKey(this.prefix, key) })
      .andWhere('reset_at', '>', this.now())
      .first()
    return row ? info(row) : undefined
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now()
    const result = await this.db.raw(INCREMENT, [storedKey(this.prefix, key), now + this.windowMs, now, now])
    const rows: Row[] = Array.isArray(result) ? result : result.rows
    return info(rows[0]!)
  }

  /** Takes back one hit (skipSuccessfulRequests), never below 0 and never in a window that has ended. */
  async decrement(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: storedKey(this.prefix, key) })
      .andWhere('hits', '>', 0)
      .andWhere('reset_at', '>', this.now())
      .decrement('hits', 1)
  }

  async resetKey(key: string): Promise<void> {
    await this.db('rate_limits')
      .where({ key: storedKey(this.prefix, key) })
      .del()
  }
}

/** Removes the counters whose window has ended; returns how many. For a periodic job. */
export async function deleteExpiredRateLimits(db: Db, now: number = Date.now()): Promise<number> {
  return db('rate_limits').where('reset_at', '<=', now).del()
}
