// Reading the few query fields the pages add to the maths' own (src/shared/loan-tools/inputs.ts):
// the same rules — parseNumber, last value wins, unreadable → the default, out of range → capped.
export { num as readNumber } from '#src/shared/loan-tools/inputs'

/** A canonical query string with some parameters replaced, added (non-empty values) or removed (null). */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  return params.toString()
}
