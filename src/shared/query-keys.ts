/**
 * The query keys a page reads, declared beside the page in its `+queryKeys.ts` (a Vike setting, views/+config.ts).
 * The page cache keys that page on exactly these and nothing else (docs/decisions/154): a list, or 'all' for a
 * page that reads whatever it is given (the loan tools). A page without the file reads none.
 */
export type QueryKeys = readonly string[] | 'all'
