import type { Knex } from 'knex'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { createDb, type Db } from './db.server'
import { deleteExpiredRateLimits, KnexRateLimitStore } from './rate-limit-store.server'

const WINDOW = 15 * 60 * 1000
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0)

describe.each(engines)('rate-limit counters in the database on %s', (kind) => {
  let t: TestDb
  let clock = T0
  const store = (name: string, db: Db = t.db) => new KnexRateLimitStore(db, { name, windowMs: WINDOW, now: () => clock })

  beforeAll(async () => {
    t = await openTestDb(kind)
  })
  afterAll(() => t?.close())

  test('hits on one key add up within the window, and the reset time is the window end', async () => {
    clock = T0
    const s = store('count')
    const seen = []
    for (let i = 0; i < 4; i++) seen.push((await s.increment('203.0.113.7')).totalHits)
    expect(seen).toEqual([1, 2, 3, 4])
    expect(await s.get('203.0.113.7')).toEqual({ totalHits: 4, resetTime: new Date(T0 + WINDOW) })
    expect(await s.get('203.0.113.8')).toBeUndefined()
  })

  test('when the window has passed, the next hit starts a new window at 1', async () => {
    clock = T0
    const s = store('window')
    await s.increment('k')
    await s.increment('k')
    clock = T0 + WINDOW - 1
    expect((await s.increment('k')).totalHits).toBe(3)
    clock = T0 + WINDOW
    expect(await s.get('k')).toBeUndefined()
    expect(await s.increment('k')).toEqual({ totalHits: 1, resetTime: new Date(T0 + 2 * WINDOW) })
  })

  test('decrement takes back one hit, never below 0 and not after the window; resetKey clears the key', async () => {
    clock = T0
    const s = store('decrement')
    await s.increment('k')
    await s.increment('k')
    await s.decrement('k')
    expect((await s.get('k'))?.totalHits).toBe(1)
    await s.decrement('k')
    await s.decrement('k')
    expect((await s.get('k'))?.totalHits).toBe(0)
    expect((await s.increment('k')).totalHits).toBe(1)

    clock = T0 + WINDOW
    await s.decrement('k') // the window ended: nothing to take back
    clock = T0
    expect((await s.get('k'))?.totalHits).toBe(1)

    await s.resetKey('k')
    expect(await s.get('k')).toBeUndefined()
    expect((await s.increment('k')).totalHits).toBe(1)
  })

  test('two limiters with the same key keep separate counts, and the table holds no key in clear', async () => {
    clock = T0
    const email = 'admin@loanpartner.in'
    await store('login-ip').increment(email)
    await store('login-ip').increment(email)
    expect((await store('login-account').increment(email)).totalHits).toBe(1)
    const keys = (await t.db('rate_limits').select('key')).map((r: { key: string }) => r.key)
    expect(keys.filter((k) => k.startsWith('login-'))).toHaveLength(2)
    expect(keys.some((k) => k.includes('admin') || k.includes('loanpartner') || k.includes('203.0.113'))).toBe(false)
    expect(keys.every((k) => k.length <= 300)).toBe(true)
  })

  test('two database handles (two processes) share one count, even when they hit at the same moment', async () => {
    clock = T0
    const config = t.db.client.config as Knex.Config & { searchPath?: string[] }
    const other = createDb(t.url, config.searchPath ? { schema: config.searchPath[0] } : {})
    try {
      const [a, b] = [store('shared'), store('shared', other)]
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).increment('198.51.100.1')))
      // Every hit was counted once: the twenty answers are 1 … 20 in some order.
      expect(results.map((r) => r.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1))
      expect((await a.get('198.51.100.1'))?.totalHits).toBe(20)
      await b.decrement('198.51.100.1')
      expect((await a.get('198.51.100.1'))?.totalHits).toBe(19)
    } finally {
      await other.destroy()
    }
  })

  test('deleteExpiredRateLimits removes the counters whose window has ended and keeps the live ones', async () => {
    await t.db('rate_limits').del()
    clock = T0
    await store('expiry').increment('old')
    clock = T0 + 10 * 60 * 1000
    await store('expiry').increment('new')
    expect(await deleteExpiredRateLimits(t.db, T0 + WINDOW)).toBe(1)
    const left = await t.db('rate_limits').select('reset_at')
    expect(left.map((r: { reset_at: number | string }) => Number(r.reset_at))).toEqual([T0 + 10 * 60 * 1000 + WINDOW])
    expect(await deleteExpiredRateLimits(t.db, T0 + WINDOW)).toBe(0)
  })
})
