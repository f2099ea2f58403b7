import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openTestDb, type TestDb } from '#tests/setup/test-db'
import { PageCache } from './page-cache.server'

// The cache's memory bound, proven on the cache itself (docs/decisions/085): what the browser story
// once proved with 10,000 requests to a running site, in a fraction of a second.
let t: TestDb
beforeAll(async () => {
  t = await openTestDb('sqlite')
})
afterAll(() => t?.close())

/** A page of `kb` kilobytes that does not compress, like the worst case a visitor can make us keep. */
const page = (kb: number) => ({
  status: 200,
  headers: { 'content-type': 'text/html; charset=utf-8' },
  body: `<!doctype html><p>${randomBytes(kb * 768).toString('base64')}</p>`,
})
// Distinct paths: a query a page does not read is no new key (docs/decisions/154).
const randomPage = () => `/single-blog/${randomBytes(6).toString('hex')}`

describe('the page cache', () => {
  test('1,000 distinct random pages fill it to its byte cap and never past it', async () => {
    const cap = 256 * 1024
    const cache = new PageCache(t.db, { maxEntries: 2_000, maxBytes: cap })
    let peak = 0
    for (let i = 0; i < 1_000; i++) {
      await cache.store(randomPage(), cache.ticket(), page(1 + (i % 8)))
      expect(cache.size.bytes).toBeLessThanOrEqual(cap)
      peak = Math.max(peak, cache.size.bytes)
    }
    // Full, not merely small: the cap is what stops it.
    expect(peak).toBeGreaterThan(cap * 0.75)
    expect(cache.size.entries).toBeLessThan(1_000)
  })

  test('it keeps at most its number of entries, however small they are', async () => {
    const cache = new PageCache(t.db, { maxEntries: 50, maxBytes: 64 * 1024 * 1024 })
    for (let i = 0; i < 200; i++) await cache.store(randomPage(), cache.ticket(), page(1))
    expect(cache.size.entries).toBe(50)
  })

  test('the least recently used page goes first: a page just read stays', async () => {
    const cache = new PageCache(t.db, { maxEntries: 3, maxBytes: 64 * 1024 * 1024 })
    for (const key of ['/a', '/b', '/c']) await cache.store(key, cache.ticket(), page(1))
    expect(await cache.get('/a')).toBeDefined()
    await cache.store('/d', cache.ticket(), page(1))
    expect(await cache.get('/b')).toBeUndefined()
    for (const key of ['/a', '/c', '/d']) expect(await cache.get(key)).toBeDefined()
  })

  test('a page larger than an eighth of the cap is sent but never kept', async () => {
    const cache = new PageCache(t.db, { maxEntries: 2_000, maxBytes: 64 * 1024 })
    const sent = await cache.store('/big', cache.ticket(), page(16))
    expect(sent.variants.identity.body.length).toBeGreaterThan(16 * 1024)
    expect(cache.size).toEqual({ entries: 0, bytes: 0 })
    expect(await cache.get('/big')).toBeUndefined()
  })
})
