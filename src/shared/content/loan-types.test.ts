import { describe, expect, test } from 'vitest'
import { en } from '../i18n/en'
import { hi } from '../i18n/hi'
import { localizeLoanType, loanTypeSeed, type LoanTypeTerms } from './loan-types'

// docs/decisions/174: a loan type row shows the catalogue's words while it says what was seeded.
describe('a loan type in the page language', () => {
  const home = loanTypeSeed.find((t) => t.key === 'home')!

  test('an English page shows the row as it is, edited or not', () => {
    const edited: LoanTypeTerms = { ...home, interestRate: '8.5% to 11% p.a.' }
    expect(localizeLoanType(edited, 'en', en.services.loanTypes)).toEqual({
      name: { text: 'Home Loan' },
      interestRate: { text: '8.5% to 11% p.a.' },
      repaymentPeriod: { text: 'Up to 30 years' },
      prepayment: { text: 'Available after the 1st EMI' },
    })
  })

  test('a Hindi page shows the Hindi of each seeded term', () => {
    expect(localizeLoanType(home, 'hi', hi.services.loanTypes)).toEqual({
      name: { text: 'होम लोन' },
      interestRate: { text: '7% से 12% प्रति वर्ष' },
      repaymentPeriod: { text: '30 वर्ष तक' },
      prepayment: { text: 'पहली EMI के बाद उपलब्ध' },
    })
  })

  test('a term the admin changed stays in its English, marked so, beside the Hindi of the others', () => {
    const edited: LoanTypeTerms = { ...home, interestRate: '8.5% to 11% p.a.' }
    const shown = localizeLoanType(edited, 'hi', hi.services.loanTypes)
    expect(shown.interestRate).toEqual({ text: '8.5% to 11% p.a.', lang: 'en' })
    expect(shown.name).toEqual({ text: 'होम लोन' })
  })

  test('a loan type the catalogue does not know is shown in its English', () => {
    const gold = { key: 'gold', name: 'Gold Loan', interestRate: '9% p.a.', repaymentPeriod: '12 months', prepayment: 'Any time' }
    const shown = localizeLoanType(gold as unknown as LoanTypeTerms, 'hi', hi.services.loanTypes)
    expect(shown.name).toEqual({ text: 'Gold Loan', lang: 'en' })
    expect(shown.prepayment).toEqual({ text: 'Any time', lang: 'en' })
  })

  test('every seeded loan type has its Hindi', () => {
    for (const t of loanTypeSeed) expect(hi.services.loanTypes[t.key].name).toMatch(/\p{Script=Devanagari}/u)
  })
})
