// Query strings of the borrower tools ↔ their inputs. Any query, garbage included, becomes inputs
// within the ranges of docs/decisions/090-borrower-tools-maths.md; the builders give the shareable
// query back. Pure and browser-safe, like the EMI calculator's clampEmiInputs.
import { emiLimits } from '../content/business'
import { loanTypeKeys, type LoanTypeKey } from '../content/loan-types'
import { parseNumber } from '../emi'
import type { Fee, TrueCostInputs } from './apr'
import type { BalanceTransferInputs } from './balance-transfer'
import type { Offer } from './compare'
import { FOIR_BY_LOAN_TYPE, DEFAULT_RETIREMENT_AGE, type EligibilityInputs } from './eligibility'
import type { LumpSum, PrepaymentChargeTerms, PrepaymentInputs, PrepaymentMode } from './prepayment'
import type { RateConverterInputs, RateKind } from './rate-converter'
import { DEFAULT_COOLING_OFF_DAYS, MIN_COOLING_OFF_DAYS } from './cooling-off'

export interface Range {
  min: number
  max: number
  /** Decimals kept: 0 for rupees, months and years, 2 for rates and percentages. */
  decimals: 0 | 2
}

export const toolLimits = {
  /**
   * A new loan: from ₹10,000, below the EMI calculator's ₹50,000, so that small personal loans (RBL
   * Bank's published KFS is for ₹47,000) can be costed; up to the calculator's maximum (decision 090).
   */
  amount: { min: 10_000, max: emiLimits.amount.max, decimals: 0 },
  /** What is still owed on a loan being moved. */
  outstanding: { min: 10_000, max: 5_00_00_000, decimals: 0 },
  /** From 0: a no-cost EMI is a 0 % loan, and its fees still give it an APR (docs/decisions/166). */
  rate: { min: 0, max: emiLimits.rate.max, decimals: 2 },
  months: { min: 1, max: 360, decimals: 0 },
  feePercent: { min: 0, max: 10, decimals: 2 },
  feeRupees: { min: 0, max: 5_00_000, decimals: 0 },
  charges: { min: 0, max: 5_00_000, decimals: 0 },
  income: { min: 0, max: 1_00_00_000, decimals: 0 },
  existingEmis: { min: 0, max: 1_00_00_000, decimals: 0 },
  age: { min: 18, max: 75, decimals: 0 },
  /** FOIR in per cent in the query (50 means 0.5). */
  foirPercent: { min: 10, max: 90, decimals: 0 },
  retirementAge: { min: 40, max: 75, decimals: 0 },
  lumpAmount: { min: 1, max: 1_00_00_000, decimals: 0 },
  chargePercent: { min: 0, max: 10, decimals: 2 },
} as const satisfies Record<string, Range>

/** Lump sums a prepayment query carries at most, and offers a comparison shows at most (at least 2). */
export const MAX_LUMP_SUMS = 5
export const MAX_OFFERS = 3
export const OFFER_LABEL_MAX = 40

/** A query value that could not be read as a number, and what was used instead. */
export interface Unread {
  unread: true
  used: number
}

/**
 * Query fields that had to be brought into range, or could not be read, by query name: the page says
 * so under the box (docs/decisions/166).
 */
export type CappedFields = Record<string, 'min' | 'max' | Unread>

type Query = Record<string, unknown>

function own(q: Query, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(q, key) ? q[key] : undefined
}

function asQuery(query: unknown): Query {
  return query !== null && typeof query === 'object' && !Array.isArray(query) ? (query as Query) : {}
}

/** The last value of a repeated parameter, as a string; anything else is ''. */
function text(q: Query, key: string): string {
  const raw = own(q, key)
  const last = Array.isArray(raw) ? raw[raw.length - 1] : raw
  return typeof last === 'string' ? last.trim() : typeof last === 'number' ? String(last) : ''
}

/** A number from the query within `range`; missing → `fallback`; unreadable → `fallback`, recorded; out of range → capped and recorded. */
export function num(q: Query, key: string, range: Range, fallback: number, capped: CappedFields): number {
  const raw = text(q, key)
  const value = raw === '' ? NaN : parseNumber(raw)
  if (!Number.isFinite(value)) {
    if (raw !== '') capped[key] = { unread: true, used: fallback }
    return fallback
  }
  const scale = 10 ** range.decimals
  // A tiny negative such as -0.000001 rounds to -0, which prints as '0' and so would not read back
  // the same: every zero is a plain 0.
  const rounded = Math.round(value * scale) / scale || 0
  if (rounded > range.max) {
    capped[key] = 'max'
    return range.max
  }
  if (rounded < range.min) {
    capped[key] = 'min'
    return range.min
  }
  return rounded
}

/**
 * A checkbox sends its value when ticked and nothing when not. So a missing flag is false once the
 * form has been sent (`sent`), and the tool's default on a first visit with an empty query.
 */
function flag(q: Query, key: string, fallback: boolean, sent: boolean): boolean {
  const raw = text(q, key).toLowerCase()
  if (['1', 'true', 'on', 'yes'].includes(raw)) return true
  if (['0', 'false', 'off', 'no'].includes(raw)) return false
  return sent ? false : fallback
}

function choice<T extends string>(q: Query, key: string, options: readonly T[], fallback: T): T {
  const raw = text(q, key)
  return (options as readonly string[]).includes(raw) ? (raw as T) : fallback
}

/** True when any of `keys` carries something: the visitor sent the form rather than arriving fresh. */
function sentAny(q: Query, keys: string[]): boolean {
  return keys.some((key) => own(q, key) !== undefined)
}

function build(params: Record<string, string | number | boolean>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) search.set(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value))
  return search.toString()
}

const feeKinds = ['percent', 'rupees'] as const

function readFee(q: Query, kindKey: string, valueKey: string, fallback: Fee, capped: CappedFields): Fee {
  const kind = choice(q, kindKey, feeKinds, fallback.kind)
  const range = kind === 'percent' ? toolLimits.feePercent : toolLimits.feeRupees
  const defaultValue = kind === fallback.kind ? fallback.value : 0
  return { kind, value: num(q, valueKey, range, defaultValue, capped) }
}

// ── True cost (APR) ────────────────────────────────────────────────────────────────────────────

export const trueCostDefaults: TrueCostInputs = {
  amount: emiLimits.amount.default,
  rate: emiLimits.rate.default,
  months: 12,
  fee: { kind: 'percent', value: 2 },
  gstOnFee: true,
  otherCharges: 0,
}

const trueCostKeys = ['amount', 'rate', 'months', 'feeKind', 'fee', 'gst', 'charges']

export function parseTrueCostQuery(query: Record<string, unknown> | null | undefined): TrueCostInputs & { capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const d = trueCostDefaults
  return {
    amount: num(q, 'amount', toolLimits.amount, d.amount, capped),
    rate: num(q, 'rate', toolLimits.rate, d.rate, capped),
    months: num(q, 'months', toolLimits.months, d.months, capped),
    fee: readFee(q, 'feeKind', 'fee', d.fee, capped),
    gstOnFee: flag(q, 'gst', d.gstOnFee, sentAny(q, trueCostKeys)),
    otherCharges: num(q, 'charges', toolLimits.charges, d.otherCharges, capped),
    capped,
  }
}

export function trueCostQuery(i: TrueCostInputs): string {
  return build({
    amount: i.amount,
    rate: i.rate,
    months: i.months,
    feeKind: i.fee.kind,
    fee: i.fee.value,
    gst: i.gstOnFee,
    charges: i.otherCharges,
  })
}

// ── Prepayment ─────────────────────────────────────────────────────────────────────────────────

/** The query names of lump sum n (1-based): lump1Amount, lump1Month, lump1Yearly… */
export function lumpFieldNames(n: number): { amount: string; month: string; yearly: string } {
  return { amount: `lump${n}Amount`, month: `lump${n}Month`, yearly: `lump${n}Yearly` }
}

const prepaymentModes = ['reduce-tenure', 'reduce-emi'] as const satisfies readonly PrepaymentMode[]
const borrowers = ['individual', 'business'] as const

export type PrepaymentQueryInputs = PrepaymentInputs & { charge: PrepaymentChargeTerms }

export const prepaymentDefaults: PrepaymentQueryInputs = {
  amount: 10_00_000,
  rate: 9,
  months: 120,
  lumpSums: [{ month: 12, amount: 1_00_000, yearly: false }],
  mode: 'reduce-tenure',
  charge: { floatingRate: true, borrower: 'individual', percent: 0 },
}

const lumpKeys = Array.from({ length: MAX_LUMP_SUMS }, (_, i) => Object.values(lumpFieldNames(i + 1))).flat()
const prepaymentKeys = ['amount', 'rate', 'months', 'mode', 'floating', 'borrower', 'chargePercent', ...lumpKeys]

export function parsePrepaymentQuery(query: Record<string, unknown> | null | undefined): PrepaymentQueryInputs & { capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const d = prepaymentDefaults
  const sent = sentAny(q, prepaymentKeys)
  const months = num(q, 'months', toolLimits.months, d.months, capped)
  const lumpSums: LumpSum[] = []
  for (let n = 1; n <= MAX_LUMP_SUMS; n++) {
    const names = lumpFieldNames(n)
    const amount = parseNumber(text(q, names.amount) || 'x')
    // An empty, unreadable, zero or negative amount is an empty row, not a capped one.
    if (!(Number.isFinite(amount) && Math.round(amount) >= 1)) continue
    lumpSums.push({
      amount: num(q, names.amount, toolLimits.lumpAmount, 0, capped),
      month: num(q, names.month, { min: 1, max: months, decimals: 0 }, 1, capped),
      yearly: flag(q, names.yearly, false, true),
    })
  }
  return {
    amount: num(q, 'amount', toolLimits.amount, d.amount, capped),
    rate: num(q, 'rate', toolLimits.rate, d.rate, capped),
    months,
    lumpSums: sent ? lumpSums : d.lumpSums.map((l) => ({ ...l })),
    mode: choice(q, 'mode', prepaymentModes, d.mode),
    charge: {
      floatingRate: flag(q, 'floating', d.charge.floatingRate, sent),
      borrower: choice(q, 'borrower', borrowers, d.charge.borrower),
      percent: num(q, 'chargePercent', toolLimits.chargePercent, d.charge.percent, capped),
    },
    capped,
  }
}

export function prepaymentQuery(i: PrepaymentInputs & { charge?: PrepaymentChargeTerms }): string {
  const params: Record<string, string | number | boolean> = { amount: i.amount, rate: i.rate, months: i.months, mode: i.mode }
  i.lumpSums.slice(0, MAX_LUMP_SUMS).forEach((lump, index) => {
    const names = lumpFieldNames(index + 1)
    Object.assign(params, { [names.amount]: lump.amount, [names.month]: lump.month, [names.yearly]: lump.yearly })
  })
  if (i.charge) Object.assign(params, { floating: i.charge.floatingRate, borrower: i.charge.borrower, chargePercent: i.charge.percent })
  return build(params)
}

// ── Eligibility ────────────────────────────────────────────────────────────────────────────────

export type EligibilityQueryInputs = EligibilityInputs & { foir: number; retirementAge: number; loanType: LoanTypeKey }

export const eligibilityDefaults: EligibilityQueryInputs = {
  netMonthlyIncome: 50_000,
  existingEmis: 0,
  age: 30,
  rate: 10.5,
  months: 60,
  foir: FOIR_BY_LOAN_TYPE.personal,
  retirementAge: DEFAULT_RETIREMENT_AGE,
  loanType: 'personal',
}

/**
 * The eligibility form's fields: foir in per cent. The form posts them, because income and EMIs must
 * never be in a URL (docs/decisions/091); the names and the parser are those of a query all the same.
 */
export const eligibilityFieldNames = ['income', 'emis', 'age', 'loanType', 'rate', 'months', 'foir', 'retirementAge'] as const

/** The form state's name when POST /loan-tools/eligibility renders the page from the posted fields. */
export const ELIGIBILITY_FORM = 'loan-tools-eligibility'

export function parseEligibilityQuery(
  query: Record<string, unknown> | null | undefined,
): EligibilityQueryInputs & { capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const d = eligibilityDefaults
  const loanType = choice(q, 'loanType', loanTypeKeys, d.loanType)
  // Without a FOIR of its own the loan type's planning FOIR applies (docs/decisions/090).
  const foirPercent = num(q, 'foir', toolLimits.foirPercent, Math.round(FOIR_BY_LOAN_TYPE[loanType] * 100), capped)
  return {
    netMonthlyIncome: num(q, 'income', toolLimits.income, d.netMonthlyIncome, capped),
    existingEmis: num(q, 'emis', toolLimits.existingEmis, d.existingEmis, capped),
    age: num(q, 'age', toolLimits.age, d.age, capped),
    rate: num(q, 'rate', toolLimits.rate, d.rate, capped),
    months: num(q, 'months', toolLimits.months, d.months, capped),
    foir: foirPercent / 100,
    retirementAge: num(q, 'retirementAge', toolLimits.retirementAge, d.retirementAge, capped),
    loanType,
    capped,
  }
}

export function eligibilityQuery(i: EligibilityQueryInputs): string {
  return build({
    income: i.netMonthlyIncome,
    emis: i.existingEmis,
    age: i.age,
    rate: i.rate,
    months: i.months,
    foir: Math.round(i.foir * 100),
    retirementAge: i.retirementAge,
    loanType: i.loanType,
  })
}

// ── Balance transfer ───────────────────────────────────────────────────────────────────────────

export const balanceTransferDefaults: BalanceTransferInputs = {
  outstanding: 25_00_000,
  currentRate: 9.5,
  remainingMonths: 180,
  newRate: 8.5,
  fees: 10_000,
}

/** Query names: outstanding, currentRate, remainingMonths, newRate, fees. */
export function parseBalanceTransferQuery(
  query: Record<string, unknown> | null | undefined,
): BalanceTransferInputs & { capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const d = balanceTransferDefaults
  return {
    outstanding: num(q, 'outstanding', toolLimits.outstanding, d.outstanding, capped),
    currentRate: num(q, 'currentRate', toolLimits.rate, d.currentRate, capped),
    remainingMonths: num(q, 'remainingMonths', toolLimits.months, d.remainingMonths, capped),
    newRate: num(q, 'newRate', toolLimits.rate, d.newRate, capped),
    fees: num(q, 'fees', toolLimits.charges, d.fees, capped),
    capped,
  }
}

export function balanceTransferQuery(i: BalanceTransferInputs): string {
  return build({
    outstanding: i.outstanding,
    currentRate: i.currentRate,
    remainingMonths: i.remainingMonths,
    newRate: i.newRate,
    fees: i.fees,
  })
}

// ── Comparing offers ───────────────────────────────────────────────────────────────────────────

/** The query names of offer n (1-based): offer1Label, offer1Amount, offer1Rate… */
export function offerFieldNames(n: number) {
  const p = `offer${n}`
  return {
    label: `${p}Label`,
    amount: `${p}Amount`,
    rate: `${p}Rate`,
    months: `${p}Months`,
    feeKind: `${p}FeeKind`,
    fee: `${p}Fee`,
    gst: `${p}Gst`,
    charges: `${p}Charges`,
  }
}

/** The name of an offer left unnamed, in the query and the maths; a page shows it in its own language. */
export const defaultOfferLabel = (n: number) => `Offer ${n}`

export const compareDefaults: Offer[] = [
  { label: 'Offer 1', amount: 3_00_000, rate: 10.99, months: 24, fee: { kind: 'percent', value: 2.5 }, gstOnFee: true, otherCharges: 0 },
  { label: 'Offer 2', amount: 3_00_000, rate: 11.75, months: 24, fee: { kind: 'rupees', value: 0 }, gstOnFee: true, otherCharges: 0 },
]

/** Printable text only, one line, at most OFFER_LABEL_MAX characters; React escapes it on the page. */
function label(q: Query, key: string, fallback: string): string {
  const clean = Array.from(
    text(q, key)
      .replace(/[\p{C}]/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, OFFER_LABEL_MAX)
    .join('')
    .trim()
  return clean === '' ? fallback : clean
}

/** Offers 1 and 2 always; offer 3 when its amount box has anything in it. */
export function parseCompareQuery(query: Record<string, unknown> | null | undefined): { offers: Offer[]; capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const offers: Offer[] = []
  const sent = sentAny(q, Array.from({ length: MAX_OFFERS }, (_, i) => Object.values(offerFieldNames(i + 1))).flat())
  for (let n = 1; n <= MAX_OFFERS; n++) {
    const names = offerFieldNames(n)
    const fallback = compareDefaults[n - 1] ?? { ...compareDefaults[1]!, label: defaultOfferLabel(n) }
    if (n > 2 && text(q, names.amount) === '') continue
    offers.push({
      label: label(q, names.label, defaultOfferLabel(n)),
      amount: num(q, names.amount, toolLimits.amount, fallback.amount, capped),
      rate: num(q, names.rate, toolLimits.rate, fallback.rate, capped),
      months: num(q, names.months, toolLimits.months, fallback.months, capped),
      fee: readFee(q, names.feeKind, names.fee, fallback.fee, capped),
      gstOnFee: flag(q, names.gst, fallback.gstOnFee, sent),
      otherCharges: num(q, names.charges, toolLimits.charges, fallback.otherCharges, capped),
    })
  }
  return { offers, capped }
}

export function compareQuery(offers: Offer[]): string {
  const params: Record<string, string | number | boolean> = {}
  offers.slice(0, MAX_OFFERS).forEach((o, index) => {
    const names = offerFieldNames(index + 1)
    Object.assign(params, {
      [names.label]: o.label,
      [names.amount]: o.amount,
      [names.rate]: o.rate,
      [names.months]: o.months,
      [names.feeKind]: o.fee.kind,
      [names.fee]: o.fee.value,
      [names.gst]: o.gstOnFee,
      [names.charges]: o.otherCharges,
    })
  })
  return build(params)
}

// ── Rate converter ─────────────────────────────────────────────────────────────────────────────

export const rateKinds = ['flat', 'monthly', 'reducing'] as const satisfies readonly RateKind[]

/** The quoted rate's range by kind (docs/decisions/210): a month's flat rate reaches 10 %, as moneylenders' do. */
export const rateKindLimits = {
  flat: { min: 0, max: 30, decimals: 2 },
  monthly: { min: 0, max: 10, decimals: 2 },
  reducing: toolLimits.rate,
} as const satisfies Record<RateKind, Range>

export const rateConverterDefaults: RateConverterInputs = {
  amount: 1_00_000,
  rate: 10,
  kind: 'flat',
  months: 36,
  fee: { kind: 'rupees', value: 0 },
  gstOnFee: true,
}

const rateConverterKeys = ['amount', 'rate', 'rateKind', 'months', 'feeKind', 'fee', 'gst']

/** Query names: amount, rate, rateKind (flat, monthly, reducing), months, feeKind, fee, gst. */
export function parseRateConverterQuery(query: Record<string, unknown> | null | undefined): RateConverterInputs & { capped: CappedFields } {
  const q = asQuery(query)
  const capped: CappedFields = {}
  const d = rateConverterDefaults
  const kind = choice(q, 'rateKind', rateKinds, d.kind)
  return {
    amount: num(q, 'amount', toolLimits.amount, d.amount, capped),
    rate: num(q, 'rate', rateKindLimits[kind], d.rate, capped),
    kind,
    months: num(q, 'months', toolLimits.months, d.months, capped),
    fee: readFee(q, 'feeKind', 'fee', d.fee, capped),
    gstOnFee: flag(q, 'gst', d.gstOnFee, sentAny(q, rateConverterKeys)),
    capped,
  }
}

export function rateConverterQuery(i: RateConverterInputs): string {
  return build({
    amount: i.amount,
    rate: i.rate,
    rateKind: i.kind,
    months: i.months,
    feeKind: i.fee.kind,
    fee: i.fee.value,
    gst: i.gstOnFee,
  })
}

// ── Cooling-off ────────────────────────────────────────────────────────────────────────────────

/** Days since disbursal (0: the day itself) and the lender's period, at least RBI's one day (docs/decisions/211). */
export const coolingOffLimits = {
  days: { min: 0, max: 365, decimals: 0 },
  period: { min: MIN_COOLING_OFF_DAYS, max: 30, decimals: 0 },
} as const satisfies Record<string, Range>

export const coolingOffDefaults = { days: 1, period: DEFAULT_COOLING_OFF_DAYS }

/**
 * The cooling-off calculator's two fields, days and period; `sent` when the query carried either. An
 * offer's KFS gives its lender's period as the default (docs/decisions/220).
 */
export function parseCoolingOffQuery(query: Record<string, unknown> | null | undefined, defaultPeriod = coolingOffDefaults.period) {
  const q = asQuery(query)
  const capped: CappedFields = {}
  return {
    days: num(q, 'days', coolingOffLimits.days, coolingOffDefaults.days, capped),
    period: num(q, 'period', coolingOffLimits.period, defaultPeriod, capped),
    sent: sentAny(q, ['days', 'period']),
    capped,
  }
}
