// What a tool shows, as plain strings: the server renders it into the page, and the browser script
// writes the same strings into the same elements when an input changes (docs/decisions/091). One
// function per tool makes it, so the two can never disagree.

export interface ToolView {
  /** The text of each element marked data-out="key". */
  text: Record<string, string>
  /** Elements marked data-show="key" are hidden when the value is false; data-flag="key" ones get the class is-on when true. */
  show: Record<string, boolean>
  /** The href of each link marked data-href="key". */
  href: Record<string, string>
  /** The rows of each table body marked data-rows="key"; a row's first cell is its header. */
  rows: Record<string, string[][]>
}

/** A raw GET query as Vike's searchAll or the browser's FormData gives it. */
export type Query = Record<string, string | string[] | undefined>

/** Props for an element whose text follows view.text[key]. */
export function out(view: ToolView, key: string) {
  return { 'data-out': key, children: view.text[key] ?? '' }
}

/** Props for an element shown only while view.show[key] is true. */
export function shown(view: ToolView, key: string) {
  return { 'data-show': key, hidden: !view.show[key] }
}

/** Props for an element highlighted (class is-on) while view.show[key] is true; say it in words too. */
export function flagged(view: ToolView, key: string, className: string) {
  return { 'data-flag': key, className: view.show[key] ? `${className} is-on` : className }
}

/** Props for a link whose address follows view.href[key]. */
export function link(view: ToolView, key: string) {
  return { 'data-href': key, href: view.href[key] ?? '#' }
}

/** A query string's pairs as an object; a repeated name keeps every value, in order. */
export function queryObject(search: string): Record<string, string | string[]> {
  const q: Record<string, string | string[]> = {}
  for (const [k, v] of new URLSearchParams(search)) {
    const had = q[k]
    q[k] = had === undefined ? v : [...(Array.isArray(had) ? had : [had]), v]
  }
  return q
}

/** The last value of a query parameter (a repeated parameter uses its last value, as the maths does). */
export function lastValue(q: Query, name: string): string | undefined {
  const v = q[name]
  return Array.isArray(v) ? v[v.length - 1] : v
}
