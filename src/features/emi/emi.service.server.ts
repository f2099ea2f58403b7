import type { EmiResult } from '#src/shared/emi'

const header = ['Month', 'Year', 'Opening balance (INR)', 'Interest (INR)', 'Principal (INR)', 'Closing balance (INR)']

/**
 * The monthly schedule as CSV: the same whole-rupee rows the page shows, as plain numbers (no ₹,
 * no grouping) so that spreadsheets read them as numbers. CRLF line ends, as RFC 4180 asks.
 */
export function scheduleCsv(result: EmiResult): string {
  const lines = [header.join(',')]
  for (const m of result.monthly) {
    lines.push([m.month, Math.ceil(m.month / 12), m.opening, m.interest, m.principal, m.closing].join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}

/** e.g. emi-schedule-100000-at-10.5pc-for-1y.csv: says what it holds, safe in any file system. */
export function scheduleFileName({ amount, rate, years }: EmiResult['inputs']): string {
  return `emi-schedule-${amount}-at-${rate}pc-for-${years}y.csv`
}
