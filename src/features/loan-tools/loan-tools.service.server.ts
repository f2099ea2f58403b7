import { prepaymentLumpRows } from '#src/shared/content/loan-tools-nav'
import { parsePrepaymentQuery, type PrepaymentQueryInputs } from '#src/shared/loan-tools/inputs'
import { prepay, scheduleCsv } from '#src/shared/loan-tools/prepayment'

/**
 * The inputs of /loan-tools/prepayment for a query: the maths' own parsing, over the lump-sum rows the
 * page's form has. A hand-made link with a fourth or fifth sum gets the schedule the page shows.
 */
export function prepaymentInputs(query: Record<string, unknown>): PrepaymentQueryInputs {
  const rows = Object.entries(query).filter(([key]) => {
    const row = /^lump(\d+)/.exec(key)
    return !row || Number(row[1]) <= prepaymentLumpRows
  })
  const { capped: _capped, ...inputs } = parsePrepaymentQuery(Object.fromEntries(rows))
  return inputs
}

export function prepaymentCsv(inputs: PrepaymentQueryInputs): string {
  return scheduleCsv(prepay(inputs))
}

/** e.g. prepayment-schedule-1000000-at-9pc-for-120m.csv: says what it holds, safe in any file system. */
export function prepaymentCsvName({ amount, rate, months }: PrepaymentQueryInputs): string {
  return `prepayment-schedule-${amount}-at-${rate}pc-for-${months}m.csv`
}
