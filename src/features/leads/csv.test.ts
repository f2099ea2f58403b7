import { describe, expect, test } from 'vitest'
import { csvCell, csvRow } from './csv.server'

describe('CSV export cells', () => {
  test('a cell a spreadsheet would run as a formula starts with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`)
    expect(csvCell('+91 98765')).toBe("'+91 98765")
    expect(csvCell('-2+3')).toBe("'-2+3")
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)")
    expect(csvCell('\tcmd')).toBe("'\tcmd")
  })

  test('quotes, commas and line breaks are quoted and quotes doubled', () => {
    expect(csvCell('Sharma, Priya')).toBe('"Sharma, Priya"')
    expect(csvCell('He said "call me"')).toBe('"He said ""call me"""')
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"')
    expect(csvCell('a\r\nb')).toBe('"a\r\nb"')
  })

  test('ordinary text, numbers and empty values pass unchanged', () => {
    expect(csvCell('Priya Iyer')).toBe('Priya Iyer')
    expect(csvCell(500000)).toBe('500000')
    expect(csvCell(null)).toBe('')
    expect(csvCell(undefined)).toBe('')
    expect(csvCell('a=b')).toBe('a=b')
    expect(csvRow(['LP-2611-ABCDEF', 'x,y', 0])).toBe('LP-2611-ABCDEF,"x,y",0\r\n')
  })
})
