import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { RequestHandler, Response } from 'express'
import { queryRead, type QueryKeys } from '../shared/query-keys'
import type { Db } from './db.server'
import type { RequestTracker } from './middleware/access-log.server'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)
/**
 * Brotli's quality for a page compressed on a visitor's request. Measured on the 33 kB home page:
 * 5 takes 1 ms for 5.4 kB, 9 takes 57 ms for 5.3 kB, 11 takes 22 ms for 4.7 kB (docs/decisions/085).
 * A miss must stay cheap, or random query strings buy CPU.
 */
const BROTLI_QUALITY = 5

/** Browsers may keep a public page briefly and revalidate it in the background. */
export const PUBLIC_PAGE_CACHE_CONTROL = 'public, max-age=30, stale-while-revalidate=300'
/** How often a process asks the database whether published content changed (docs/decisions/085). */
const VERSION_CHECK_MS = 1_000
const VERSION_ROW = 'public-pages'

type Encoding = 'br' | 'gzip' | 'identity'

export interface CachedPage {
  status: number
  etag: string
  /** Each encoding's body and every header it is sent with, made once (security headers included). */
  variants: Record<Encoding, { body: Buffer; headers: Record<string, string | number> }>
  /** What a 304 sends. */
  notModified: Record<string, string>
}

/** How many variants (query strings) of one path the cache keeps; the least recently used goes first. */
export const MAX_VARIANTS_PER_PATH = 32

/**
 * The key a page is kept under: its path, and only the query keys that page reads (its `+queryKeys.ts`,
 * src/shared/query-keys.ts; none when undefined), sorted, so that `?utm_source=<random>` or `?x=<random>`
 * lands on the page already kept. Null for a request target that is not a plain path (absolute form),
 * which is never kept.
 */
export function cacheKey(url: string, keys: QueryKeys | undefined): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  const q = url.indexOf('?')
  if (q === -1) return url
  const read = queryRead(url.slice(q + 1), keys)
  read.sort()
  return read.size > 0 ? `${url.slice(0, q)}?${read.toString()}` : url.slice(0, q)
}

const pathOf = (key: string) => key.split('?', 1)[0]!

const sizeOf = (p: CachedPage) => p.variants.identity.body.length + p.variants.br.body.length + p.variants.gzip.body.length

/**
 * Finished public pages for anonymous visitors, kept in memory pre-compressed with an ETag, so an
 * information page costs what a static file costs (docs/decisions/085). Bounded by entries and by
 * bytes; the least recently used entry goes first (a Map keeps insertion order; a hit re-inserts).
 * Published content changes empty it: at once in the process that made the change, and in every
 * other process within a second, through the `content_version` row. A path's query keys come with
 * its first page stored, from the page Vike matched (`store`), so a lookup before any render needs no
 * table of routes: a path with nothing kept has nothing to find.
 */
export class PageCache {
  private readonly entries = new Map<string, CachedPage>()
  /** Each path with a page kept: how many variants, and the query keys its page reads. */
  private readonly paths = new Map<string, { variants: number; keys: QueryKeys | undefined }>()
  private bytes = 0
  /** Moves on each clear, so a render that began before a change is not stored after it. */
  private generation = 0
  private version: number | null = null
  private checkedAt = 0
  private checking: Promise<void> | null = null

  constructor(
    private readonly db: Db,
    readonly limits: { maxEntries: number; maxBytes: number },
  ) {}

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes }
  }

  /** A token for a render about to start; `store` refuses it if the content changed meanwhile. */
  ticket(): number {
    return this.generation
  }

  async get(url: string): Promise<CachedPage | undefined> {
    if (this.entries.size === 0) return undefined
    await this.syncVersion()
    return this.peek(url)
  }

  /** The page for this request target, without waiting: only while the content version was checked less than a second ago. */
  peek(url: string): CachedPage | undefined {
    if (Date.now() - this.checkedAt >= VERSION_CHECK_MS) return undefined
    const known = this.paths.get(pathOf(url))
    if (!known) return undefined
    const key = cacheKey(url, known.keys)
    if (key === null) return undefined
    const page = this.entries.get(key)
    if (page) {
      this.entries.delete(key)
      this.entries.set(key, page)
    }
    return page
  }

  /** Keeps the page rendered for `url`, keyed on the query keys of the page Vike matched (`keys`). */
  async store(
    url: string,
    ticket: number,
    page: { status: number; headers: Record<string, string>; body: string },
    keys?: QueryKeys,
  ): Promise<CachedPage> {
    const identity = Buffer.from(page.body)
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.length },
      }),
      gzip(identity, { level: 9 }),
    ])
    const etag = `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`
    const headers = { ...page.headers, etag, 'cache-control': PUBLIC_PAGE_CACHE_CONTROL, vary: 'Accept-Encoding, Cookie', 'x-cache': 'HIT' }
    const variant = (body: Buffer, encoding?: string) => ({
      body,
      headers: { ...headers, ...(encoding && { 'content-encoding': encoding }), 'content-length': body.length },
    })
    const entry: CachedPage = {
      status: page.status,
      etag,
      variants: { br: variant(br, 'br'), gzip: variant(gz, 'gzip'), identity: variant(identity) },
      notModified: headers,
    }
    // The first render after a start learns the version, so later changes are noticed.
    if (this.version === null) await this.syncVersion()
    const key = cacheKey(url, keys)
    if (key !== null && ticket === this.generation && sizeOf(entry) <= this.limits.maxBytes / 8) this.put(key, keys, entry)
    return entry
  }

  /** How many variants of `path` are kept now. */
  variantsOf(path: string): number {
    return this.paths.get(path)?.variants ?? 0
  }

  private put(key: string, keys: QueryKeys | undefined, entry: CachedPage) {
    const path = pathOf(key)
    // One path is one page, so it has one set of keys; were they ever to differ, nothing stays kept
    // under keys the page no longer reads.
    if (this.paths.has(path) && String(this.paths.get(path)!.keys) !== String(keys)) {
      for (const old of [...this.entries.keys()]) if (pathOf(old) === path) this.remove(old)
    }
    if (this.entries.has(key)) this.remove(key)
    else if (this.variantsOf(path) >= MAX_VARIANTS_PER_PATH) {
      // The path's least recently used variant makes room: a flood of one page's queries evicts only that page's.
      for (const oldest of this.entries.keys()) {
        if (pathOf(oldest) === path) {
          this.remove(oldest)
          break
        }
      }
    }
    this.entries.set(key, entry)
    this.paths.set(path, { variants: this.variantsOf(path) + 1, keys })
    this.bytes += sizeOf(entry)
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes) break
      this.remove(oldest)
    }
  }

  private remove(key: string) {
    const page = this.entries.get(key)
    if (!page) return
    this.entries.delete(key)
    this.bytes -= sizeOf(page)
    const path = pathOf(key)
    const known = this.paths.get(path)!
    if (known.variants > 1) known.variants--
    else this.paths.delete(path)
  }

  /** Forgets every page now (this process); `contentChanged` tells the others. */
  clear() {
    this.entries.clear()
    this.paths.clear()
    this.bytes = 0
    this.generation++
  }

  /** At most once a second: if another process changed published content, forget every page. */
  private syncVersion(): Promise<void> {
    if (Date.now() - this.checkedAt < VERSION_CHECK_MS) return Promise.resolve()
    this.checking ??= (async () => {
      try {
        const row = await this.db('content_version').where({ name: VERSION_ROW }).first('version')
        const version = Number(row?.version ?? 0)
        if (this.version !== null && version !== this.version) this.clear()
        this.version = version
      } catch {
        // The database is away: serve nothing from the cache rather than something stale.
        this.clear()
        this.version = null
      } finally {
        this.checkedAt = Date.now()
        this.checking = null
      }
    })()
    return this.checking
  }
}

/** Empties this process's cache at once and tells every other process through the database. */
export async function contentChanged(db: Db, cache?: PageCache): Promise<void> {
  cache?.clear()
  await db('content_version').where({ name: VERSION_ROW }).increment('version', 1)
}

const SESSION_COOKIES = /(?:^|;\s*)(?:(?:__Host-)?lp\.sid|lp\.flash|lp\.offers)=/

/** A request the cache may answer or fill: a GET or HEAD with no session and no flash message. */
export function isAnonymousRead(req: IncomingMessage): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !SESSION_COOKIES.test(req.headers.cookie ?? '')
}

/** Headers of a response that belong to that response alone, never to a stored page. */
const PER_RESPONSE = new Set([
  'set-cookie',
  'x-request-id',
  'content-length',
  'content-encoding',
  'etag',
  'cache-control',
  'vary',
  'x-cache',
])

/** The headers a page is stored with: what the app set so far (security headers) and the page's own. */
export function storableHeaders(res: Response, own: [string, string][]): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const [name, value] of [...Object.entries(res.getHeaders()), ...own]) {
    const key = name.toLowerCase()
    if (!PER_RESPONSE.has(key) && key !== 'content-security-policy-report-only' && value !== undefined) headers[key] = String(value)
  }
  return headers
}

/** Sends a cached page: 304 when the browser has it, else the best encoding the browser accepts. */
export function sendCachedPage(req: IncomingMessage, res: ServerResponse, page: CachedPage, state: 'HIT' | 'MISS'): void {
  const fresh = (headers: Record<string, string | number>) => (state === 'HIT' ? headers : { ...headers, 'x-cache': state })
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, fresh(page.notModified)).end()
    return
  }
  const accepts = req.headers['accept-encoding'] ?? ''
  const { body, headers } = page.variants[/\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity']
  res.writeHead(page.status, fresh(headers)).end(body)
}

/**
 * Answers an anonymous read from the cache before Express is even entered, when the content version
 * is fresh; true when it did. A cached page costs about what it costs nginx to send a file.
 */
export function answerFromCache(cache: PageCache, track: RequestTracker, req: IncomingMessage, res: ServerResponse): boolean {
  if (!isAnonymousRead(req)) return false
  const page = cache.peek(req.url ?? '')
  if (!page) return false
  track(req, res, () => '(page cache)')
  sendCachedPage(req, res, page, 'HIT')
  return true
}

/** The same inside Express, for requests that must first wait for the content version check. */
export function servePageCache(cache: PageCache): RequestHandler {
  return async (req, res, next) => {
    if (!isAnonymousRead(req)) return next()
    const page = await cache.get(req.originalUrl)
    if (!page) return next()
    res.locals.route = '(page cache)'
    sendCachedPage(req, res, page, 'HIT')
  }
}
