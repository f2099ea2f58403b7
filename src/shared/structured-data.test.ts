import { describe, expect, test } from 'vitest'
import { faqs } from './content/faq'
import { defaultSite } from './content/site'
import { faqPage, financialService, postalAddress } from './structured-data'

describe('structured data', () => {
  test('the office address is split into street, town, state and PIN', () => {
    expect(postalAddress(defaultSite.address)).toEqual({
      '@type': 'PostalAddress',
      streetAddress: '15th Floor, Galaxy Plaza Mall, Knowledge Park II',
      addressLocality: 'Greater Noida',
      addressRegion: 'Uttar Pradesh',
      postalCode: '201310',
      addressCountry: 'IN',
    })
  })

  test('an address configured without a PIN stays whole instead of being mis-split', () => {
    expect(postalAddress('Sector 18, Noida')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Sector 18, Noida', addressCountry: 'IN' })
  })

  test('the business carries its phone, hours Monday to Saturday 10:00-19:00 and its own origin', () => {
    const ld = financialService(defaultSite, 'https://loanpartner.example')
    expect(ld['@type']).toBe('FinancialService')
    expect(ld.telephone).toBe('+919876543210')
    expect(ld.url).toBe('https://loanpartner.example/')
    expect(ld.openingHoursSpecification[0]).toMatchObject({ opens: '10:00', closes: '19:00' })
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).toHaveLength(6)
    expect(ld.openingHoursSpecification[0]!.dayOfWeek).not.toContain('Sunday')
  })

  test('the FAQ page lists all seven questions with their answers', () => {
    const ld = faqPage(faqs)
    expect(ld.mainEntity).toHaveLength(7)
    expect(ld.mainEntity[0]).toEqual({
      '@type': 'Question',
      name: faqs[0]!.title,
      acceptedAnswer: { '@type': 'Answer', text: faqs[0]!.answer },
    })
  })
})
