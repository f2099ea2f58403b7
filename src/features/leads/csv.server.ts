// CSV for spreadsheets (RFC 4180 quoting, CRLF rows) that is safe to open: a cell that a spreadsheet
// would read as a formula (=, +, -, @, and tab or carriage return, per OWASP) starts with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/

export type CsvCell = string | number | null | undefined

export function csvCell(value: CsvCell): string {
  let text = value === null || value === undefined ? '' : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`
}

/** Excel reads UTF-8 (Hindi names, the ₹ sign) only with a byte-order mark. */
export const CSV_BOM = '\uFEFF'
