/**
 * The query keys a page reads, declared beside the page in its `+queryKeys.ts` (a Vike setting, views/+config.ts):
 * a list, or 'all' for a page that reads whatever it is given (the loan tools). A page without the file reads
 * none. The page cache keys a page on exactly these (docs/decisions/154), and the link to the page's other
 * language carries them.
 */
export type QueryKeys = readonly string[] | 'all'

/** Query keys that only tell where a visitor came from; no page reads them (docs/decisions/154). */
const TRACKING_KEY =
  /^(?:utm_.*|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|twclid|ttclid|li_fat_id|igshid|mc_cid|mc_eid|_ga|_gl|srsltid|ref)$/i

/** The pairs of a query string (without its `?`) that a page with these keys reads, in their order: never a tracking key. */
export function queryRead(query: string, keys: QueryKeys | undefined): URLSearchParams {
  if (!keys) return new URLSearchParams()
  return new URLSearchParams([...new URLSearchParams(query)].filter(([k]) => !TRACKING_KEY.test(k) && (keys === 'all' || keys.includes(k))))
}
