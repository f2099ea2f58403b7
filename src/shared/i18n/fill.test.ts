import { describe, expect, test } from 'vitest'
import { en } from './en'
import { fill, type Translation } from './fill'
import { hi } from './hi'

// The lines marked @ts-expect-error are the proof: `npm run typecheck` fails if any of them compiles,
// so a misspelt, missing or unknown placeholder never reaches a page (docs/decisions/216).
describe('fill() takes exactly the placeholders of its text', () => {
  test('a catalogue text is filled in both languages', () => {
    expect(fill(en.contact.consultationMessage, { loan: 'Home Loan', amount: '₹50,00,000' })).toBe(
      'I would like a free consultation about a Home Loan of ₹50,00,000.',
    )
    expect(fill(hi.contact.consultationMessage, { loan: 'होम लोन', amount: '₹50,00,000' })).toBe(
      'मुझे ₹50,00,000 के होम लोन के बारे में मुफ़्त परामर्श चाहिए।',
    )
  })

  test('the compiler refuses a missing, a misspelt or an unknown placeholder', () => {
    // @ts-expect-error: {amount} is missing
    expect(fill(en.contact.consultationMessage, { loan: 'Home Loan' })).toContain('{amount}')
    // @ts-expect-error: {amout} is misspelt, so {amount} is missing too
    expect(fill(en.contact.consultationMessage, { loan: 'Home Loan', amout: '₹1' })).toContain('{amount}')
    // @ts-expect-error: the text has no {rate}
    expect(fill(en.contact.consultationMessage, { loan: 'Home Loan', amount: '₹1', rate: 9 })).not.toContain('9')
    // @ts-expect-error: a text with no placeholder takes no values
    expect(fill(en.common.applyNow, { n: 1 })).toBe('Apply Now')
  })

  test('a translation must keep every placeholder of the English text', () => {
    type Contact = Translation<typeof import('./en/contact').default>
    const kept = { consultationMessage: 'मुझे {amount} के {loan} के बारे में परामर्श चाहिए।' } satisfies Pick<Contact, 'consultationMessage'>
    // @ts-expect-error: the Hindi text dropped {amount}
    const dropped = { consultationMessage: 'मुझे {loan} के बारे में परामर्श चाहिए।' } satisfies Pick<Contact, 'consultationMessage'>
    expect([kept, dropped].map((c) => fill(c.consultationMessage, { loan: 'होम लोन', amount: '₹1' }))).toEqual([
      'मुझे ₹1 के होम लोन के बारे में परामर्श चाहिए।',
      'मुझे होम लोन के बारे में परामर्श चाहिए।',
    ])
  })

  test('a text known only as a string still fills what it is given and leaves the rest', () => {
    const template: string = 'From {min} to {max}'
    expect(fill(template, { min: 1 })).toBe('From 1 to {max}')
  })
})
