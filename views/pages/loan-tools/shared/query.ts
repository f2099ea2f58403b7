// Reading the few query fields the pages add to the maths' own (src/shared/loan-tools/inputs.ts):
// the same rules — parseNumber, last value wins, unreadable → the default, out of range → capped.
import { parseNumber } from '../../../../src/shared/emi'
import type { CappedFields, Range } from '../../../../src/shared/loan-tools/inputs'
import { lastValue, type Query } from './view'

export function readNumber(q: Query, name: string, range: Range, fallback: number, capped: CappedFields): number {
  const raw = (lastValue(q, name) ?? '').trim()
  const value = raw === '' ? NaN : parseNumber(raw)
  if (!Number.isFinite(value)) return fallback
  const scale = 10 ** range.decimals
  const rounded = Math.round(value * scale) / scale
  if (rounded > range.max) {
    capped[name] = 'max'
    return range.max
  }
  if (rounded < range.min) {
    capped[name] = 'min'
    return range.min
  }
  return rounded
}

/** A canonical query string with some parameters replaced, added (non-empty values) or removed (null). */
export function withParams(search: string, changes: Record<string, string | number | null>): string {
  const params = new URLSearchParams(search)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === '') params.delete(name)
    else params.set(name, String(value))
  }
  return params.toString()
}
