import { maxMonthlyIncome, parseRupees } from './loan-application'
import { loanTypeKeys } from '../content/loan-types'
import { stateNames } from '../content/states'
import { fail, storableText, z } from './z'
import { lenders } from '../i18n/admin/lenders'

// The admin's two lender forms, one schema each (docs/decisions/185): a lender, and one of its
// products. Shares are typed as percentages ("13.5") and come out as whole basis points (1350),
// money as whole rupees (docs/decisions/202). Admin-facing words: English only.

/** The forms' refusals and flashes; the words live in src/shared/i18n/admin/lenders.ts (docs/decisions/236). */
export const lenderMessages = lenders.messages

const m = lenderMessages

const trimmed = z.pipe(
  storableText(),
  z.transform((v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '')),
)

function text(label: string, max: number, min = 1) {
  return z.pipe(
    trimmed,
    z
      .string()
      .check(
        z.minLength(1, `${label} is required`),
        z.minLength(min, `${label} must be at least ${min} characters`),
        z.maxLength(max, `${label} must be at most ${max} characters`),
      ),
  )
}

function webAddress(label: string) {
  return z.pipe(
    text(label, 200),
    z.transform((s: string, ctx) => {
      let url: URL
      try {
        url = new URL(s)
      } catch {
        return fail(ctx, `${label} must be a web address starting with https://`)
      }
      return url.protocol === 'https:' || url.protocol === 'http:' ? s : fail(ctx, `${label} must be a web address starting with https://`)
    }),
  )
}

/** A percentage with at most two decimals ("13.5", "13.50%") as whole basis points; '' is null. */
export function parsePercentBp(raw: string): number | null | undefined {
  const s = raw.replace(/\s|%$/g, '')
  if (s === '') return null
  const parts = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(s)
  return parts ? Number(parts[1]) * 100 + Number((parts[2] ?? '').padEnd(2, '0')) : undefined
}

function percent(label: string, opts: { required: boolean; min: number; max: number; outOfRange: string }) {
  return z.pipe(
    trimmed,
    z.transform((s: string, ctx) => {
      const bp = parsePercentBp(s)
      if (bp === undefined) return fail(ctx, `${label} must be a percentage such as 13.5, with at most two decimals`)
      if (bp === null) return opts.required ? fail(ctx, `${label} is required`) : null
      return bp < opts.min || bp > opts.max ? fail(ctx, opts.outOfRange) : bp
    }),
  )
}

interface WholeOpts {
  min: number
  max: number
  outOfRange?: string
  rupees?: boolean
}

/** A whole number (of rupees, with commas or ₹ allowed, when `rupees`), or null for an empty box; undefined for anything else. */
function readWhole(s: string, rupees: boolean | undefined): number | null | undefined {
  if (s === '') return null
  return (rupees ? parseRupees(s) : /^\d{1,6}$/.test(s) ? Number(s) : null) ?? undefined
}

function checkWhole(label: string, opts: WholeOpts, n: number | undefined, ctx: z.core.ParsePayload): number {
  if (n === undefined) return fail(ctx, `${label} must be a whole number${opts.rupees ? ' of rupees' : ''}`)
  return n < opts.min || n > opts.max ? fail(ctx, opts.outOfRange ?? `${label} must be between ${opts.min} and ${opts.max}`) : n
}

function wholeNumber(label: string, opts: WholeOpts) {
  return z.pipe(
    trimmed,
    z.transform((s: string, ctx): number => {
      const n = readWhole(s, opts.rupees)
      return n === null ? fail(ctx, `${label} is required`) : checkWhole(label, opts, n, ctx)
    }),
  )
}

function optionalWholeNumber(label: string, opts: WholeOpts) {
  return z.pipe(
    trimmed,
    z.transform((s: string, ctx): number | null => {
      const n = readWhole(s, opts.rupees)
      return n === null ? null : checkWhole(label, opts, n, ctx)
    }),
  )
}

/** A checkbox: ticked ('on', or true in JSON) or not. */
const ticked = z.transform((v: unknown) => v === true || v === 'true' || v === 'on')

const maxRupees = maxMonthlyIncome
const PERCENT_100 = 10_000

export const lenderSchema = z
  .object({
    legalName: text('Legal name', 120, 2),
    displayName: text('Name shown to borrowers', 60, 2),
    rbiRegistration: z.pipe(
      text('RBI registration number', 40, 3),
      z
        .string()
        .check(z.regex(/^[A-Za-z0-9][A-Za-z0-9./ -]*$/, 'RBI registration number: letters, digits, dots, hyphens and slashes only')),
    ),
    // Not `website`: that is the honeypot's name, which no form echoes back (src/shared/forms.ts).
    websiteUrl: webAddress('Website'),
    grievanceUrl: webAddress('Grievance page'),
    grievancePhone: z.pipe(
      text('Grievance phone', 20, 6),
      z.string().check(z.regex(/^\+?[0-9][0-9 -]{4,}[0-9]$/, 'Grievance phone: digits, spaces, hyphens and a leading + only')),
    ),
    penalCharges: text('Penal charges in words', 300),
    penalMonthly: percent('Penal charge a month', {
      required: false,
      min: 1,
      max: PERCENT_100,
      outOfRange: 'The penal charge a month must be above 0% and at most 100%',
    }),
    penalPerInstalment: optionalWholeNumber('Penal charge per missed instalment', {
      min: 1,
      max: 1_00_000,
      rupees: true,
      outOfRange: 'The penal charge per missed instalment must be between ₹1 and ₹1,00,000',
    }),
    coolingOffDays: wholeNumber('Cooling-off period', { min: 1, max: 365, outOfRange: m.coolingOff }),
    // Pausing has its own button; a new lender starts active.
    sample: ticked,
  })
  .check(
    z.refine((v: { penalMonthly: unknown; penalPerInstalment: unknown }) => v.penalMonthly !== null || v.penalPerInstalment !== null, {
      message: m.penalFigures,
      path: ['penalMonthly'],
      when: ({ value }) => {
        const v = value as { penalMonthly?: unknown; penalPerInstalment?: unknown }
        return v.penalMonthly === null && v.penalPerInstalment === null
      },
    }),
  )

export type LenderFields = z.output<typeof lenderSchema>

/** A cross-field rule that runs whenever its fields parsed, so a form without JavaScript shows every message at once. */
function rule(fields: string[], ok: (v: Record<string, number>) => boolean, path: string, message: string) {
  return z.refine((v: unknown) => ok(v as Record<string, number>), {
    message,
    path: [path],
    when: ({ value }) => fields.every((f) => typeof (value as Record<string, unknown> | undefined)?.[f] === 'number'),
  })
}

/** Posted as 'all', or as a list: repeated `states` fields, which the route joins with commas. */
const statesList = z.pipe(
  trimmed,
  z.transform((s: string, ctx) => {
    const list = s === '' ? [] : [...new Set(s.split(',').map((x) => x.trim()))]
    const unknown = list.find((x) => !stateNames.includes(x))
    return unknown === undefined ? list : fail(ctx, `Unknown state or union territory: ${unknown}`)
  }),
)

const productFields = z.object({
  loanType: z.enum(loanTypeKeys, { error: 'Choose one of the six loan types' }),
  minAmount: wholeNumber('Lowest amount', {
    min: 1,
    max: maxRupees,
    rupees: true,
    outOfRange: 'The lowest amount must be between ₹1 and ₹100 crore',
  }),
  maxAmount: wholeNumber('Highest amount', {
    min: 1,
    max: maxRupees,
    rupees: true,
    outOfRange: 'The highest amount must be between ₹1 and ₹100 crore',
  }),
  minTenure: wholeNumber('Shortest tenure', { min: 1, max: 480, outOfRange: 'The shortest tenure must be between 1 and 480 months' }),
  maxTenure: wholeNumber('Longest tenure', { min: 1, max: 480, outOfRange: 'The longest tenure must be between 1 and 480 months' }),
  rateKind: z.enum(['fixed', 'floating'], { error: 'Choose a fixed or a floating rate' }),
  rate: percent('Fixed rate', { required: false, min: 1, max: PERCENT_100, outOfRange: m.rate }),
  benchmark: z.pipe(trimmed, z.string().check(z.maxLength(60, 'The benchmark’s name must be at most 60 characters'))),
  benchmarkRate: percent('Benchmark rate', { required: false, min: 1, max: PERCENT_100, outOfRange: m.rate }),
  spread: percent('Spread', { required: false, min: 0, max: PERCENT_100, outOfRange: m.floatingTotal }),
  processingFee: percent('Processing fee', { required: true, min: 0, max: PERCENT_100, outOfRange: m.fee }),
  preClosure: text('Pre-closure charges', 300),
  minMonthlyIncome: wholeNumber('Monthly income at least', {
    min: 0,
    max: maxRupees,
    rupees: true,
    outOfRange: 'The monthly income must be at most ₹100 crore',
  }),
  minAge: wholeNumber('Lowest age at applying', { min: 18, max: 100, outOfRange: 'The lowest age at applying must be between 18 and 100' }),
  maxAge: wholeNumber('Highest age at applying', {
    min: 18,
    max: 100,
    outOfRange: 'The highest age at applying must be between 18 and 100',
  }),
  maxAgeAtEnd: wholeNumber('Highest age when the loan ends', {
    min: 18,
    max: 100,
    outOfRange: 'The highest age when the loan ends must be between 18 and 100',
  }),
  statesServed: z.enum(['all', 'list'], { error: 'Choose all of India or a list of states' }),
  states: statesList,
})

type Parsed = Record<string, unknown>
const kindIs =
  (kind: string, ...fields: string[]) =>
  (v: unknown) =>
    (v as Parsed).rateKind === kind && fields.some((f) => (v as Parsed)[f] === null)

export const productSchema = z.pipe(
  productFields.check(
    rule(['minAmount', 'maxAmount'], (v) => v.minAmount! <= v.maxAmount!, 'minAmount', m.amountOrder),
    rule(['minTenure', 'maxTenure'], (v) => v.minTenure! <= v.maxTenure!, 'minTenure', m.tenureOrder),
    rule(['minAge', 'maxAge'], (v) => v.minAge! <= v.maxAge!, 'minAge', m.ageOrder),
    rule(['minAge', 'maxAgeAtEnd'], (v) => v.maxAgeAtEnd! >= v.minAge!, 'maxAgeAtEnd', m.endAgeOrder),
    rule(['benchmarkRate', 'spread'], (v) => v.benchmarkRate! + v.spread! <= PERCENT_100, 'spread', m.floatingTotal),
    z.refine(() => false, { message: m.rateRequired, path: ['rate'], when: ({ value }) => kindIs('fixed', 'rate')(value) }),
    z.refine(() => false, {
      message: m.benchmarkRequired,
      path: ['benchmark'],
      when: ({ value }) => (value as Parsed).rateKind === 'floating' && (value as Parsed).benchmark === '',
    }),
    z.refine(() => false, {
      message: m.benchmarkRateRequired,
      path: ['benchmarkRate'],
      when: ({ value }) => kindIs('floating', 'benchmarkRate')(value),
    }),
    z.refine(() => false, { message: m.spreadRequired, path: ['spread'], when: ({ value }) => kindIs('floating', 'spread')(value) }),
    z.refine(() => false, {
      message: m.statesRequired,
      path: ['states'],
      when: ({ value }) =>
        (value as Parsed).statesServed === 'list' &&
        Array.isArray((value as Parsed).states) &&
        ((value as Parsed).states as []).length === 0,
    }),
  ),
  // Every field and rule passed: the product as the service stores it.
  z.transform((v) => ({
    loanType: v.loanType,
    minAmount: v.minAmount,
    maxAmount: v.maxAmount,
    minTenure: v.minTenure,
    maxTenure: v.maxTenure,
    rate:
      v.rateKind === 'fixed'
        ? { kind: 'fixed' as const, rateBp: v.rate! }
        : { kind: 'floating' as const, benchmark: v.benchmark, benchmarkBp: v.benchmarkRate!, spreadBp: v.spread! },
    processingFeeBp: v.processingFee!,
    preClosure: v.preClosure,
    minMonthlyIncome: v.minMonthlyIncome,
    minAge: v.minAge,
    maxAge: v.maxAge,
    maxAgeAtEnd: v.maxAgeAtEnd,
    states: v.statesServed === 'all' ? ('all' as const) : v.states,
  })),
)

export type ProductFields = z.output<typeof productSchema>

/** The removal form's one box. */
export const removeSchema = z.object({
  confirm: z.pipe(ticked, z.literal(true, { error: m.confirmRemove })),
})
