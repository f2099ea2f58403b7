import { z } from './z'

/** What a form's input is told, so the browser can stop a slip before the form goes; the schema stays the judge. */
export interface InputConstraints {
  required?: true
  maxLength?: number
  inputMode?: 'numeric'
}

interface Check {
  check?: string
  format?: string
  maximum?: number
  pattern?: RegExp
}
interface Node {
  _zod: { def: { in?: Node; out?: Node; checks?: { _zod: { def: Check } }[] } }
}

/** Every check inside a field's schema, through its pipes. */
function checksOf(node: Node | undefined): Check[] {
  if (!node) return []
  const { in: input, out, checks = [] } = node._zod.def
  return [...checks.map((c) => c._zod.def), ...checksOf(input), ...checksOf(out)]
}

/** A pattern of exactly n digits, as `^\d{6}$` or `^[0-9]{10}$`. */
const DIGITS = /^\^(?:\\d|\[0-9\])\{(\d+)\}\$$/

/**
 * The HTML constraints each field's schema states (docs/decisions/127): `required` when it refuses an
 * empty box, `maxLength` from its length check or its exact-digits pattern, and a numeric keypad for
 * digits. `leeway` gives what a schema that first strips characters (commas in rupees, spaces in a
 * PAN) cannot state about the raw text; a test holds that it fits. A transform states nothing, so a
 * field judged by one (a mobile number, docs/decisions/190) gets no length.
 */
export function inputConstraints<K extends string>(
  shape: Record<K, z.ZodMiniType>,
  leeway: Partial<Record<K, InputConstraints>> = {},
): Record<K, InputConstraints> {
  const out = {} as Record<K, InputConstraints>
  for (const name of Object.keys(shape) as K[]) {
    const field: InputConstraints = {}
    if (!z.safeParse(shape[name], '').success) field.required = true
    for (const check of checksOf(shape[name] as unknown as Node)) {
      const digits = check.format === 'regex' ? DIGITS.exec(check.pattern?.source ?? '') : null
      const max = check.check === 'max_length' ? check.maximum : digits ? Number(digits[1]) : undefined
      if (max !== undefined) field.maxLength = Math.min(field.maxLength ?? max, max)
      if (digits) field.inputMode = 'numeric'
    }
    out[name] = { ...field, ...leeway[name] }
  }
  return out
}
