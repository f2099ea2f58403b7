// The rate converter: query → figures → what the page shows (docs/decisions/091, 210). Runs on the
// server for the GET form and in the browser as the visitor types.
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import { parseRateConverterQuery, rateConverterQuery, rateKindLimits, toolLimits, type CappedFields } from '#src/shared/loan-tools/inputs'
import { convertRate, type RateConversion, type RateConverterInputs } from '#src/shared/loan-tools/rate-converter'
import { applyHref, aprText, capHints, monthsText, pct, readLoanType, shows, type ToolLang, aprFigure } from '../shared/format'
import { withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'

export interface RateConverterReading {
  inputs: RateConverterInputs
  loanType: LoanTypeKey
  capped: CappedFields
  search: string
}

export function readRateConverter(q: Query): RateConverterReading {
  const { capped, ...inputs } = parseRateConverterQuery(q)
  const loanType = readLoanType(q, 'personal')
  return { inputs, loanType, capped, search: withParams(rateConverterQuery(inputs), { loan: loanType }) }
}

export function present(q: Query, lang: ToolLang): { view: ToolView; search: string } {
  const reading = readRateConverter(q)
  return { view: rateConverterView(reading, convertRate(reading.inputs), lang), search: reading.search }
}

/** A rate to two decimals, always: 17.92%, 10.00%. */
const rate2 = (value: number) => aprFigure(value)

export function rateConverterView({ inputs, loanType, capped }: RateConverterReading, c: RateConversion, lang: ToolLang): ToolView {
  const { words, locale } = lang
  const w = words.rateConverter
  const show = shows(words.shared, locale)
  const swallowed = c.cost.netDisbursed <= 0
  const feeRupees = c.cost.fee + c.cost.gst
  return {
    text: {
      reducing: fill(w.aYear, { rate: rate2(c.reducingRate) }),
      emi: formatInr(c.emi),
      interest: formatInr(c.totalInterest),
      apr: swallowed ? w.nothingDisbursed : aprText(c.cost.apr, c.cost.aprCapped, words.shared),
      quoted: fill(w.quoted[inputs.kind], { rate: pct(inputs.rate) }),
      flat: fill(w.aYear, { rate: rate2(c.flatRate) }),
      fee: formatInr(feeRupees),
      net: swallowed ? w.nothingDisbursed : formatInr(c.cost.netDisbursed),
      repay: formatInr(c.totalRepayment),
      sentence: sentence(inputs, c, lang),
      ...capHints(
        capped,
        {
          amount: { range: toolLimits.amount, show: show.rupees },
          rate: { range: rateKindLimits[inputs.kind], show: show.percent },
          months: { range: toolLimits.months, show: show.months },
          fee: {
            range: inputs.fee.kind === 'percent' ? toolLimits.feePercent : toolLimits.feeRupees,
            show: inputs.fee.kind === 'percent' ? show.percent : show.rupees,
          },
        },
        words.shared,
      ),
    },
    show: {
      'fee-rupees': inputs.fee.kind === 'rupees',
      'fee-percent': inputs.fee.kind === 'percent',
      apply: !swallowed,
    },
    href: { apply: applyHref(loanType, inputs.amount, locale) },
    rows: {},
  }
}

/** The difference in one sentence, with the borrower's own figures. */
function sentence(i: RateConverterInputs, c: RateConversion, { words, locale }: ToolLang): string {
  const w = words.rateConverter
  const amount = formatInr(i.amount)
  if (c.cost.netDisbursed <= 0) return fill(w.sentence.swallowed, { amount })
  const feeRupees = c.cost.fee + c.cost.gst
  const fee =
    feeRupees > 0 ? fill(w.sentence.fee, { fee: formatInr(feeRupees), apr: aprText(c.cost.apr, c.cost.aprCapped, words.shared) }) : ''
  if (i.rate === 0) return fill(w.sentence.zero, { fee })
  return fill(i.kind === 'reducing' ? w.sentence.reducing : w.sentence.flat, {
    quoted: fill(w.quoted[i.kind], { rate: pct(i.rate) }),
    amount,
    months: monthsText(i.months, words.shared, locale),
    interest: formatInr(c.totalInterest),
    reducing: rate2(c.reducingRate),
    flat: rate2(c.flatRate),
    fee,
  })
}
