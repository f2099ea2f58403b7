import { loanLimits, textLimits } from '../content/business'
import { citiesOf, stateNames } from '../content/states'
import { inputConstraints } from './constraints'
import { dayMonthYear, type DayMonthYear } from './date-of-birth'
import { formErrorKeys as m, type FormErrorKey } from './message-keys'
import { mobileNumber } from './mobile'
import { companyName, personName } from './names'
import { fail, storableText, z } from './z'

// The apply form's one schema (docs/product.md §16.2 Apply form, docs/decisions/030). The page validates
// with it in the browser, the server parses with it again. Its messages are keys of the catalogue's
// formErrors part, which words them as the product does (message-keys.ts).

export const genders = ['MALE', 'FEMALE', 'OTHER'] as const
export const loanPurposes = [
  'Home Emergency',
  'Overdraft',
  'Personal',
  'Property',
  'Wedding',
  'Education',
  'Medical Emergency',
  'Business',
  'Other',
] as const

export { applyFieldNames } from './apply-fields'

/** A monthly income above this (₹100 crore) is a typing slip; it also keeps the column a 32-bit integer. */
export const maxMonthlyIncome = 1_00_00_00_000

// Form posts send strings, JSON may send numbers: everything becomes a trimmed string first.
// The shared text check comes first (docs/decisions/150): no field of the form is multi-line.
const text = z.pipe(
  storableText({ message: m.unsafeText }),
  z.transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')),
)

/** Whole rupees, with Indian ('1,50,000') or any comma grouping, an optional ₹ sign; null when not a whole number. */
export function parseRupees(raw: string): number | null {
  const s = raw.replace(/^(₹|rs\.?)\s*/i, '').replace(/[,\s]/g, '')
  return /^\d{1,12}$/.test(s) ? Number(s) : null
}

function rupees(opts: { required: FormErrorKey; min: number; max: number; outOfRange: FormErrorKey; tooHigh?: FormErrorKey }) {
  return z.pipe(
    text,
    z.transform((s: string, ctx) => {
      if (s === '') return fail(ctx, opts.required)
      const n = parseRupees(s)
      if (n === null) return fail(ctx, m.wholeRupees)
      if (n > opts.max) return fail(ctx, opts.tooHigh ?? opts.outOfRange)
      if (n < opts.min) return fail(ctx, opts.outOfRange)
      return n
    }),
  )
}

const choice = <T extends readonly [string, ...string[]]>(options: T, required: FormErrorKey) =>
  z.pipe(text, z.enum(options, { error: required }))

const name = (required: FormErrorKey, letters: FormErrorKey, tooLong: FormErrorKey, pattern: RegExp) =>
  z.pipe(
    z.pipe(
      text,
      z.transform((s: string) => s.replace(/\s+/g, ' ')),
    ),
    z.string().check(z.minLength(1, required), z.maxLength(textLimits.name, tooLong), z.regex(pattern, letters)),
  )

/** Today's calendar date in India (UTC+5:30), so the browser and the server agree on an 18th birthday. */
function todayInIndia(now: Date): DayMonthYear {
  const t = new Date(now.getTime() + 330 * 60_000)
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() }
}

/** DD/MM/YYYY (years 19xx or 20xx) that is a real calendar date, not in the future, at least 18 years ago → 'YYYY-MM-DD'. */
function dateOfBirth(now: () => Date) {
  return z.pipe(
    text,
    dayMonthYear({ required: m.dobRequired, invalid: m.dobInvalid }, ({ y, m: mo, d }) => {
      const today = todayInIndia(now())
      const key = (yy: number, mm: number, dd: number) => yy * 10_000 + mm * 100 + dd
      if (key(y, mo, d) > key(today.y, today.m, today.d)) return m.dobFuture
      // Born on 29 February: the 18th birthday in a non-leap year is 1 March (key arithmetic does this).
      if (key(y + 18, mo, d) > key(today.y, today.m, today.d)) return m.dobUnder18
      return null
    }),
  )
}

const ticked = z.pipe(
  z.unknown().check(z.refine((v) => v === true || v === 'true' || v === 'on', m.termsRequired)),
  z.transform(() => true as const),
)

/** The schema at a given clock (tests pin the clock; the app uses the real one). */
export function loanApplicationSchemaAt(now: () => Date) {
  return z
    .object({
      loanAmount: rupees({
        required: m.loanAmountRequired,
        min: loanLimits.minAmount,
        max: loanLimits.maxAmount,
        outOfRange: m.loanAmountRange,
      }),
      monthlyIncome: rupees({
        required: m.incomeRequired,
        min: loanLimits.minMonthlyIncome,
        max: maxMonthlyIncome,
        outOfRange: m.incomeMin,
        tooHigh: m.wholeRupees,
      }),
      purpose: choice(loanPurposes, m.purposeRequired),
      fullName: name(m.fullNameRequired, m.nameLetters, m.fullNameTooLong, personName),
      email: z.pipe(
        z.pipe(
          text,
          z.pipe(z.string().check(z.minLength(1, m.emailRequired), z.maxLength(textLimits.email, m.emailInvalid)), z.email(m.emailInvalid)),
        ),
        z.transform((s: string) => s.toLowerCase()),
      ),
      // PAN: spaces removed and upper-cased before the check (docs/decisions/030).
      panCard: z.pipe(
        z.pipe(
          text,
          z.transform((s: string) => s.replace(/\s+/g, '').toUpperCase()),
        ),
        z.string().check(z.minLength(1, m.panRequired), z.regex(/^[A-Z]{5}\d{4}[A-Z]$/, m.panInvalid)),
      ),
      // The site's one mobile rule (docs/decisions/190): +91, 91 or 0 in front, spaces and hyphens, kept as 10 digits.
      mobileNumber: z.pipe(text, mobileNumber({ required: m.mobileRequired, invalid: m.mobileInvalid })),
      companyName: name(m.companyRequired, m.companyLetters, m.companyTooLong, companyName),
      pinCode: z.pipe(text, z.string().check(z.minLength(1, m.pinRequired), z.regex(/^\d{6}$/, m.pinInvalid))),
      gender: choice(genders, m.genderRequired),
      dateOfBirth: dateOfBirth(now),
      state: choice(stateNames as [string, ...string[]], m.stateRequired),
      city: z.pipe(text, z.string().check(z.minLength(1, m.cityRequired))),
      isChecked: ticked,
    })
    .check(
      z.refine((v: { state: string; city: string }) => citiesOf(v.state).includes(v.city), {
        message: m.cityNotInState,
        path: ['city'],
        // Runs even when other fields failed, so a visitor without JavaScript sees every message at once.
        when: ({ value }) => {
          const v = value as { state?: unknown; city?: unknown }
          return typeof v?.state === 'string' && stateNames.includes(v.state) && typeof v.city === 'string' && v.city.trim() !== ''
        },
      }),
    )
}

export const loanApplicationSchema = loanApplicationSchemaAt(() => new Date())

export type LoanApplicationInput = z.input<typeof loanApplicationSchema>
export type LoanApplication = z.output<typeof loanApplicationSchema>

/**
 * What the browser is told about each field (docs/decisions/127): the schema's own limits, and room for
 * what it strips before checking: commas and ₹ in rupees, spaces in a PAN and the slashes of a date.
 * A mobile number has no length at all: however it is written, the box never cuts it (docs/decisions/190).
 */
export const applyInputs = inputConstraints(loanApplicationSchema.shape, {
  loanAmount: { maxLength: 20, inputMode: 'numeric' },
  monthlyIncome: { maxLength: 20, inputMode: 'numeric' },
  panCard: { maxLength: 14 },
  dateOfBirth: { maxLength: 10, inputMode: 'numeric' },
})
