import { describe, expect, test } from 'vitest'
import { maskPan, canMove, nextStatuses } from '#src/shared/leads'
import { cleanFilters, istDayEnd, istDayStart, parseSearch } from './lead-filters.server'

describe('lead desk rules', () => {
  test('PAN shows as ABCDE****F', () => {
    expect(maskPan('ABCDE1234F')).toBe('ABCDE****F')
    expect(maskPan('')).toBe('')
  })

  test('the application status machine allows only its moves', () => {
    expect(nextStatuses('application', 'new')).toEqual(['contacted', 'rejected', 'withdrawn'])
    expect(canMove('application', 'sent_to_lender', 'sanctioned')).toBe(true)
    expect(canMove('application', 'sanctioned', 'disbursed')).toBe(true)
    expect(canMove('application', 'sanctioned', 'withdrawn')).toBe(true)
    expect(canMove('application', 'new', 'sanctioned')).toBe(false)
    expect(canMove('application', 'contacted', 'disbursed')).toBe(false)
    expect(canMove('application', 'disbursed', 'rejected')).toBe(false)
    // Not reachable is the call log's to set, never a form's (docs/decisions/228).
    expect(canMove('application', 'new', 'not_reachable')).toBe(false)
    expect(canMove('enquiry', 'contacted', 'closed')).toBe(true)
    expect(canMove('enquiry', 'closed', 'contacted')).toBe(false)
  })

  test('unknown filter values are dropped and dates cover the Indian calendar day', () => {
    expect(cleanFilters('application', { status: 'hacked', purpose: 'Wedding', state: 'Goa', from: '2026-13-40', q: '  Priya ' })).toEqual({
      purpose: 'Wedding',
      state: 'Goa',
      q: 'Priya',
    })
    expect(cleanFilters('enquiry', { state: 'Goa', purpose: 'Home Loan' })).toEqual({ purpose: 'Home Loan' })
    expect(istDayStart('2026-11-21')).toBe('2026-11-20T18:30:00.000Z')
    expect(istDayEnd('2026-11-21')).toBe('2026-11-21T18:30:00.000Z')
  })

  test('the search box tells references, numbers, mobiles, e-mails and names apart', () => {
    expect(parseSearch('lp-2611-abc')).toEqual({ kind: 'reference', value: 'LP-2611-ABC' })
    expect(parseSearch('#42')).toEqual({ kind: 'number', value: 42 })
    expect(parseSearch('+91 98765 43210')).toEqual({ kind: 'mobile', value: '9876543210' })
    expect(parseSearch('09876543210')).toEqual({ kind: 'mobile', value: '9876543210' })
    expect(parseSearch('98765-43210')).toEqual({ kind: 'mobile', value: '9876543210' })
    expect(parseSearch('Priya@Example.in')).toEqual({ kind: 'email', value: 'priya@example.in' })
    expect(parseSearch('Priya  Iyer')).toEqual({ kind: 'name', value: 'Priya Iyer' })
  })
})
