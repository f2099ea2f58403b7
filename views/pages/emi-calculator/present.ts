// The EMI calculator: query → what the page shows. The server renders it, and the page's script
// (plain DOM code, no React) writes the same strings into the same elements as the visitor types,
// like the loan tools (docs/decisions/091, 132). One function makes both, so they never disagree.
import { emiLimits } from '#src/shared/content/business'
import { clampEmiInputs, computeEmi, emiQuery, type Capped, type EmiField, type EmiResult } from '#src/shared/emi'
import { formatIndian, formatInr } from '#src/shared/format/inr'
import type { Messages } from '#src/shared/i18n'
import { fill } from '#src/shared/i18n/fill'
import { localizePath, type Locale } from '#src/shared/i18n/locales'
import { plural } from '#src/shared/i18n/plural'
import type { Query, ToolView } from '../loan-tools/shared/view'

/** The calculator's words (the catalogue's emi part) and the page's locale, for its links. */
export type EmiWords = Messages['emi']
export interface EmiLang {
  words: EmiWords
  locale: Locale
}

export interface EmiFieldSpec {
  field: EmiField
  label: string
  /** The unit beside the box: '₹' goes before it, the others after. */
  unit: string
  min: number
  max: number
  sliderStep: number
  boxStep: number
  /** A value as the range ends, the slider and the cap hints say it, e.g. ₹1,00,00,000 or 30 years. */
  show: (value: number) => string
}

/** The three inputs, in the words given. */
export function emiFields(w: EmiWords, locale: Locale): EmiFieldSpec[] {
  return [
    {
      field: 'amount',
      label: w.fields.amount,
      unit: '₹',
      ...emiLimits.amount,
      sliderStep: emiLimits.amount.step,
      boxStep: 1,
      show: formatInr,
    },
    { field: 'rate', label: w.fields.rate, unit: '%', ...emiLimits.rate, show: (v) => `${v}%` },
    {
      field: 'tenure',
      label: w.fields.tenure,
      unit: w.yearUnit.other,
      ...emiLimits.tenure,
      sliderStep: emiLimits.tenure.step,
      boxStep: emiLimits.tenure.step,
      show: (n) => fill(plural(locale, n, w.yearCount), { n }),
    },
  ]
}

/** The inputs' names, in the form's order. */
export const emiFieldNames: EmiField[] = ['amount', 'rate', 'tenure']

export interface EmiReading {
  view: ToolView
  result: EmiResult
  /** The values really used, by field, and which of them had to be capped or raised. */
  used: Record<EmiField, number>
  capped: Record<EmiField, Capped>
  /** The GET form's query of those values: the shareable address. */
  search: string
}

/** Any query, garbage included, → the figures, the hints and the links the page shows, in the page's language. */
export function presentEmi(q: Query, { words: w, locale }: EmiLang): EmiReading {
  const inputs = clampEmiInputs(q)
  const result = computeEmi(inputs)
  const { emiRounded, principal, totalInterest, totalPayment } = result
  const used = { amount: inputs.amount, rate: inputs.rate, tenure: inputs.years }
  const dash = (n: number | null) => (n === null ? '—' : formatInr(n))
  const text: Record<string, string> = {
    emi: dash(emiRounded),
    principal: formatInr(principal),
    interest: dash(totalInterest),
    total: dash(totalPayment),
    'worked-amount': formatInr(inputs.amount),
    'worked-rate': String(inputs.rate),
    'worked-r': (inputs.rate / 12 / 100).toFixed(6),
    'worked-n': String(inputs.years * 12),
    'tenure-unit': plural(locale, inputs.years, w.yearUnit),
  }
  for (const spec of emiFields(w, locale)) {
    const capped = inputs.capped[spec.field]
    text[`${spec.field}-hint`] =
      capped === 'max'
        ? fill(w.capMax, { value: spec.show(spec.max) })
        : capped === 'min'
          ? fill(w.capMin, { value: spec.show(spec.min) })
          : ''
  }
  const search = emiQuery(result.inputs)
  return {
    view: {
      text,
      show: { some: emiRounded !== null, none: emiRounded === null },
      // The CSV is the same file in every language; a Hindi page links to it under /hi, as to every address of its own.
      href: {
        apply: localizePath(`/apply-now?amount=${inputs.amount}`, locale),
        csv: localizePath(`/emi-calculator/schedule.csv?${search}`, locale),
      },
      rows: {},
    },
    result,
    used,
    capped: inputs.capped,
    search,
  }
}

/** The pie's and the donut's words for the split. */
export function pieLabel(principal: number, interest: number, w: Pick<EmiWords, 'pieLabel'>): string {
  return fill(w.pieLabel, { principal: formatInr(principal), interest: formatInr(interest) })
}

/**
 * The schedule's years, one <details> each that opens to its months, as HTML: the server puts it in
 * the page and the script swaps it when the inputs change. Every value is a number or the
 * catalogue's fixed wording, escaped all the same.
 */
export function scheduleYearsHtml(result: EmiResult, { schedule: w }: Pick<EmiWords, 'schedule'>): string {
  const t = (text: string, n?: number) => escapeHtml(n === undefined ? text : fill(text, { n }))
  const cols = w.columns.map((c) => `<span>${t(c)}</span>`).join('')
  const years = result.yearly.map((y) => {
    const months = y.months
      .map(
        (m) =>
          `<tr data-testid="emi-month"><th scope="row">${m.month}</th>${[m.opening, m.interest, m.principal, m.closing]
            .map((v) => `<td>${formatIndian(v)}</td>`)
            .join('')}</tr>`,
      )
      .join('')
    return (
      `<details class="emi-year" data-testid="emi-year"><summary><span class="emi-year-n">${t(w.yearN, y.year)}</span>` +
      `<span><span class="emi-k">${t(w.principal)}</span>${formatInr(y.principal)}</span>` +
      `<span><span class="emi-k">${t(w.interest)}</span>${formatInr(y.interest)}</span>` +
      `<span><span class="emi-k">${t(w.balance)}</span>${formatInr(y.closing)}</span></summary>` +
      `<div class="emi-table-wrap" tabindex="0" role="region" aria-label="${t(w.monthByMonth, y.year)}">` +
      `<table class="emi-table"><caption class="visually-hidden">${t(w.caption, y.year)}</caption>` +
      `<thead><tr><th scope="col">${t(w.month)}</th><th scope="col">${t(w.opening)}</th><th scope="col">${t(w.monthInterest)}</th>` +
      `<th scope="col">${t(w.monthPrincipal)}</th><th scope="col">${t(w.closing)}</th></tr></thead><tbody>${months}</tbody></table></div></details>`
    )
  })
  return `<div class="emi-year-cols" aria-hidden="true">${cols}</div>${years.join('')}`
}

const DONUT_R = 70
const DONUT_C = 2 * Math.PI * DONUT_R

/** The server-drawn donut's words and the interest ring's dash, for a split (DonutSvg, and the script keeps it current). */
export function donut(principal: number, interest: number, w: Pick<EmiWords, 'donutTitle'>) {
  const total = principal + interest
  const share = total > 0 ? interest / total : 0
  const pct = (x: number) => `${Math.round(x * 100)}%`
  return {
    r: DONUT_R,
    title: fill(w.donutTitle, {
      principal: formatInr(principal),
      principalShare: pct(1 - share),
      interest: formatInr(interest),
      interestShare: pct(share),
    }),
    pct: pct(share),
    dash: `${(share * DONUT_C).toFixed(2)} ${DONUT_C.toFixed(2)}`,
  }
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!)
