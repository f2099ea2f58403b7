// Balance transfer: query → what the page shows (docs/decisions/091).
import type { LoanTypeKey } from '../../../../src/shared/content/loan-types'
import { formatInr } from '../../../../src/shared/format/inr'
import { balanceTransfer, type BalanceTransfer, type BalanceTransferInputs } from '../../../../src/shared/loan-tools/balance-transfer'
import { balanceTransferQuery, parseBalanceTransferQuery, toolLimits, type CappedFields } from '../../../../src/shared/loan-tools/inputs'
import { applyHref, capHints, monthsText, pct, readLoanType, showMonths, showPercent, showRupees } from '../shared/format'
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

export function present(q: Query): { view: ToolView; search: string } {
  const reading = readBalanceTransfer(q)
  return { view: balanceTransferView(reading, balanceTransfer(reading.inputs)), search: reading.search }
}

const signed = (rupees: number) => (rupees < 0 ? `−${formatInr(-rupees)}` : formatInr(rupees))

export function balanceTransferView({ inputs, loanType, capped }: BalanceTransferReading, b: BalanceTransfer): ToolView {
  return {
    text: {
      'total-saving': signed(b.totalSaving),
      verdict: verdict(inputs, b),
      'current-emi': formatInr(b.currentEmi),
      'new-emi': formatInr(b.newEmi),
      'monthly-saving': signed(b.monthlySaving),
      'current-total': formatInr(b.currentTotalPayment),
      'new-total': formatInr(b.newTotalPayment),
      fees: formatInr(inputs.fees),
      'break-even': b.breakEvenMonth === null ? 'Never' : `Month ${b.breakEvenMonth} of ${inputs.remainingMonths}`,
      ...capHints(capped, {
        outstanding: { range: toolLimits.outstanding, show: showRupees },
        currentRate: { range: toolLimits.rate, show: showPercent },
        remainingMonths: { range: toolLimits.months, show: showMonths },
        newRate: { range: toolLimits.rate, show: showPercent },
        fees: { range: toolLimits.charges, show: showRupees },
      }),
    },
    show: {},
    href: { apply: applyHref(loanType, inputs.outstanding) },
    rows: {},
  }
}

function verdict(i: BalanceTransferInputs, b: BalanceTransfer): string {
  if (i.newRate >= i.currentRate)
    return `The new rate of ${pct(i.newRate)} is not lower than your ${pct(i.currentRate)}, so moving cannot save anything.`
  if (b.breakEvenMonth === null) {
    return `The move never pays: over the ${monthsText(i.remainingMonths)} left, the EMI saving does not cover the ${formatInr(i.fees)} it costs.`
  }
  return `Moving saves ${formatInr(b.monthlySaving)} a month. The ${formatInr(i.fees)} it costs is earned back by month ${b.breakEvenMonth}, and you are ${formatInr(b.totalSaving)} better off by the end.`
}
