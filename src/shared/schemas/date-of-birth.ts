import { fail, z } from './z'

// The one DD/MM/YYYY reader (docs/decisions/030, 185): the apply form, the tracker's look-up and the
// lost-reference form all take a date of birth this way and store it as YYYY-MM-DD. The apply form
// runs it in the browser too, so this module imports no catalogue: each form passes its own messages.

export interface DayMonthYear {
  y: number
  m: number
  d: number
}

const DMY = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/

/** 'DD/MM/YYYY' (years 19xx or 20xx, two-digit day and month) that is a real calendar date → its parts; otherwise null. */
export function parseDayMonthYear(raw: string): DayMonthYear | null {
  const match = DMY.exec(raw)
  if (!match) return null
  const [d, m, y] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null
  return { y, m, d }
}

/** The parts as a stored date: 'YYYY-MM-DD'. */
export const isoDate = ({ y, m, d }: DayMonthYear): string => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`

/**
 * The zod piece for a trimmed string: '' fails with `required`, anything that is not a real DD/MM/YYYY
 * date with `invalid`; `rule` may refuse a real date with a message of its own (the apply form's age).
 * Its output is 'YYYY-MM-DD'.
 */
export function dayMonthYear(messages: { required: string; invalid: string }, rule?: (date: DayMonthYear) => string | null) {
  return z.transform((s: string, ctx) => {
    if (s === '') return fail(ctx, messages.required)
    const date = parseDayMonthYear(s)
    if (date === null) return fail(ctx, messages.invalid)
    const refused = rule?.(date)
    return refused ? fail(ctx, refused) : isoDate(date)
  })
}
