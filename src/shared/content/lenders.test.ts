import { describe, expect, test } from 'vitest'
import { annualRateBp, percentText, processingFee } from './lenders'

describe('a product’s figures', () => {
  test('the processing fee is a share of the amount with 18% GST on top, each to the rupee', () => {
    // Sahyog Finance's personal loan: 2% of ₹3,00,000 is ₹6,000, and its GST ₹1,080.
    expect(processingFee(3_00_000, 200)).toEqual({ fee: 6_000, gst: 1_080, total: 7_080 })
    // 0.5% of ₹5,55,555 is ₹2,777.775, so ₹2,778; its GST ₹500.04, so ₹500.
    expect(processingFee(5_55_555, 50)).toEqual({ fee: 2_778, gst: 500, total: 3_278 })
    expect(processingFee(1_00_000, 0)).toEqual({ fee: 0, gst: 0, total: 0 })
  })

  test('the rate charged is the fixed rate, or the benchmark plus the spread', () => {
    expect(annualRateBp({ kind: 'fixed', rateBp: 1075 })).toBe(1075)
    expect(annualRateBp({ kind: 'floating', benchmark: 'RBI repo rate', benchmarkBp: 550, spreadBp: 300 })).toBe(850)
  })

  test('a stored share reads back as the admin typed it', () => {
    expect([1350, 1075, 50, 10_000, 200, 5].map(percentText)).toEqual(['13.5', '10.75', '0.5', '100', '2', '0.05'])
  })
})
