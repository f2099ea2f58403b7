// Balance transfer: query → what the page shows (docs/decisions/091).
import type { LoanTypeKey } from '#src/shared/content/loan-types'
import { formatInr } from '#src/shared/format/inr'
import { balanceTransfer, type BalanceTransfer, type BalanceTransferInputs } from '#src/shared/loan-tools/balance-transfer'
import { balanceTransferQuery, parseBalanceTransferQuery, toolLimits, type CappedFields } from '#src/shared/loan-tools/inputs'
import { fill } from '#src/shared/i18n/fill'
import { applyHref, capHints, monthsText, pct, readLoanType, shows, type ToolLang } from '../shared/format'
import { withParams } from '../shared/query'
import type { Query, ToolView } from '../shared/view'

export interface BalanceTransferReading {
  inputs: BalanceTransferInputs
  loanType: LoanTypeKey
  capped: CappedFields
  search: string
}

export function readBalanceTransfer(q: Query): BalanceTransferReading {
  const { capped, ...inputs } = parseBalanceTransferQuery(q)
  const loanType = readLoanType(q, 'home')
  return { inputs, loanType, capped, search: withParams(balanceTransferQuery(inputs), { loan: loanType }) }
}

/** The query → what the page shows, in the page's language (lang: the server's pageContext, or the page's JSON in the browser). */
export function present(q: Query, lang: ToolLang): { view: ToolView; search: string } {
  const reading = readBalanceTransfer(q)
  return { view: balanceTransferView(reading, balanceTransfer(reading.inputs), lang), search: reading.search }
}

const signed = (rupees: number) => (rupees < 0 ? `−${formatInr(-rupees)}` : formatInr(rupees))

export function balanceTransferView({ inputs, loanType, capped }: BalanceTransferReading, b: BalanceTransfer, lang: ToolLang): ToolView {
  const { words, locale } = lang
  const w = words.balanceTransfer
  const show = shows(words.shared, locale)
  return {
    text: {
      'total-saving': signed(b.totalSaving),
      verdict: verdict(inputs, b, lang),
      'current-emi': formatInr(b.currentEmi),
      'new-emi': formatInr(b.newEmi),
      'monthly-saving': signed(b.monthlySaving),
      'current-total': formatInr(b.currentTotalPayment),
      'new-total': formatInr(b.newTotalPayment),
      fees: formatInr(inputs.fees),
      'break-even': b.breakEvenMonth === null ? w.never : fill(w.monthOf, { month: b.breakEvenMonth, months: inputs.remainingMonths }),
      ...capHints(
        capped,
        {
          outstanding: { range: toolLimits.outstanding, show: show.rupees },
          currentRate: { range: toolLimits.rate, show: show.percent },
          remainingMonths: { range: toolLimits.months, show: show.months },
          newRate: { range: toolLimits.rate, show: show.percent },
          fees: { range: toolLimits.charges, show: show.rupees },
        },
        words.shared,
      ),
    },
    show: {},
    href: { apply: applyHref(loanType, inputs.outstanding, locale) },
    rows: {},
  }
}

function verdict(i: BalanceTransferInputs, b: BalanceTransfer, { words, locale }: ToolLang): string {
  const w = words.balanceTransfer
  if (i.newRate >= i.currentRate) return fill(w.notLower, { newRate: pct(i.newRate), currentRate: pct(i.currentRate) })
  if (b.breakEvenMonth === null) {
    return fill(w.neverPays, { months: monthsText(i.remainingMonths, words.shared, locale), fees: formatInr(i.fees) })
  }
  return fill(w.pays, {
    saving: formatInr(b.monthlySaving),
    fees: formatInr(i.fees),
    month: b.breakEvenMonth,
    total: formatInr(b.totalSaving),
  })
}
