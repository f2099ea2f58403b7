import { describe, expect, test } from 'vitest'
import { validateWith } from '../forms'
import { lenderSchema, parsePercentBp, productSchema } from './lenders'

const lender = {
  legalName: 'Asha Finance Private Limited',
  displayName: 'Asha Finance',
  rbiRegistration: 'N-14.03268',
  websiteUrl: 'https://asha-finance.example',
  grievanceUrl: 'https://asha-finance.example/grievance',
  grievancePhone: '+91 80 2222 3333',
  penalCharges: '₹500 for each missed instalment',
  penalMonthly: '',
  penalPerInstalment: '500',
  coolingOffDays: '1',
}
const product = {
  loanType: 'car',
  minAmount: '1,00,000',
  maxAmount: '8,00,000',
  minTenure: '12',
  maxTenure: '60',
  rateKind: 'fixed',
  rate: '9.75',
  benchmark: '',
  benchmarkRate: '',
  spread: '',
  processingFee: '1',
  preClosure: 'None',
  minMonthlyIncome: '25000',
  minAge: '21',
  maxAge: '65',
  maxAgeAtEnd: '70',
  statesServed: 'all',
  states: '',
}

describe('the lender form', () => {
  test('a whole lender parses, its shares in basis points', () => {
    expect(lenderSchema.parse({ ...lender, penalMonthly: '1.5%', sample: 'on' })).toMatchObject({
      penalMonthly: 150,
      penalPerInstalment: 500,
      coolingOffDays: 1,
      sample: true,
    })
  })

  test('a cooling-off period of 0, no penal figures, a website that is not one: each refused under its field', () => {
    expect(
      validateWith(lenderSchema, { ...lender, coolingOffDays: '0', penalPerInstalment: '', websiteUrl: 'asha.example', displayName: '' }),
    ).toEqual({
      coolingOffDays: 'The cooling-off period must be at least 1 day (and at most 365)',
      penalMonthly: 'Give the penal charges in figures: a share a month, an amount per missed instalment, or both',
      websiteUrl: 'Website must be a web address starting with https://',
      displayName: 'Name shown to borrowers is required',
    })
  })
})

describe('the product form', () => {
  test('percentages are read exactly, to two decimals', () => {
    expect(['13.5', '10.75', '0.5', '100', '7%', ''].map(parsePercentBp)).toEqual([1350, 1075, 50, 10000, 700, null])
    expect(['13.555', 'abc', '-1', '1,5'].map(parsePercentBp)).toEqual([undefined, undefined, undefined, undefined])
  })

  test('every bad input of the issue has its message under its field, all at once', () => {
    expect(
      validateWith(productSchema, {
        ...product,
        minAmount: '9,00,000',
        rate: '0',
        processingFee: '100.5',
        statesServed: 'list',
        states: 'Karnataka,Atlantis',
      }),
    ).toEqual({
      minAmount: 'The lowest amount must not be above the highest amount',
      rate: 'The rate must be above 0% and at most 100%',
      processingFee: 'The processing fee must be at most 100%',
      states: 'Unknown state or union territory: Atlantis',
    })
    expect(validateWith(productSchema, { ...product, rate: '100.01' })).toEqual({ rate: 'The rate must be above 0% and at most 100%' })
  })

  test('the ranges and ages must be in order, and a floating rate needs its benchmark and spread', () => {
    expect(validateWith(productSchema, { ...product, minTenure: '61', minAge: '66', maxAgeAtEnd: '20' })).toEqual({
      minTenure: 'The shortest tenure must not be longer than the longest tenure',
      minAge: 'The lowest age at applying must not be above the highest',
      maxAgeAtEnd: 'The age when the loan ends must be at least the lowest age at applying',
    })
    expect(validateWith(productSchema, { ...product, rateKind: 'floating', rate: '' })).toEqual({
      benchmark: 'Give the benchmark’s name',
      benchmarkRate: 'Give the benchmark’s rate today',
      spread: 'Give the spread over the benchmark',
    })
    expect(validateWith(productSchema, { ...product, rateKind: 'floating', benchmark: 'Repo', benchmarkRate: '60', spread: '45' })).toEqual(
      {
        spread: 'The benchmark plus the spread must be above 0% and at most 100%',
      },
    )
    expect(validateWith(productSchema, { ...product, statesServed: 'list' })).toEqual({
      states: 'Tick at least one state, or choose “All of India”',
    })
  })

  test('a fixed product comes out as the service stores it; a list of states keeps its order without repeats', () => {
    expect(productSchema.parse({ ...product, statesServed: 'list', states: 'Kerala, Goa,Kerala' })).toEqual({
      loanType: 'car',
      minAmount: 1_00_000,
      maxAmount: 8_00_000,
      minTenure: 12,
      maxTenure: 60,
      rate: { kind: 'fixed', rateBp: 975 },
      processingFeeBp: 100,
      preClosure: 'None',
      minMonthlyIncome: 25_000,
      minAge: 21,
      maxAge: 65,
      maxAgeAtEnd: 70,
      states: ['Kerala', 'Goa'],
    })
  })
})
