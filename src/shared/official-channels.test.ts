import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { checkValue, officialChannels, phoneKey, readValue, webKey, whatsappNumber, type OfficialChannels } from './official-channels'

// "Is this really us?" (docs/decisions/205): exact after normalising how people write each kind;
// look-alikes are not ours.

const official = officialChannels({
  websites: ['https://www.loanpartner.in/', 'loanpartner.com'],
  phones: ['+91 98765 43210', '+91 80 4000 1234'],
  emails: ['Support@LoanPartner.in', 'grievance@loanpartner.in'],
  chatUrl: 'https://wa.me/919123456780',
})
const check = (typed: string) => checkValue(typed, official, 'Loan Partner')
const ours = (typed: string) => check(typed).outcome === 'ours'

describe('the official channels, from configuration', () => {
  test('each is kept once, by its key; the WhatsApp number comes from the chat link', () => {
    expect(official).toEqual({
      websites: ['loanpartner.in', 'loanpartner.com'],
      phones: ['+91 98765 43210', '+91 80 4000 1234'],
      emails: ['support@loanpartner.in', 'grievance@loanpartner.in'],
      whatsapp: '+91 91234 56780',
    })
    const twice = officialChannels({
      websites: ['http://localhost:3000', 'localhost:3000/'],
      phones: ['+91 98765 43210', '098765-43210'],
      emails: ['a@b.in', 'A@B.IN', ''],
      chatUrl: 'https://example.com/chat',
    })
    expect(twice).toEqual({ websites: ['localhost:3000'], phones: ['+91 98765 43210'], emails: ['a@b.in'], whatsapp: null })
  })

  test('a WhatsApp link of either form gives its number; any other link gives none', () => {
    expect(whatsappNumber('https://api.whatsapp.com/send?phone=919876543210&text=Hi')).toBe('+91 98765 43210')
    expect(whatsappNumber('https://wa.me/447700900123')).toBe('+447700900123')
    expect(whatsappNumber('https://wa.me/message/ABCDEF')).toBeNull()
    expect(whatsappNumber('https://t.me/loanpartner')).toBeNull()
  })
})

describe('phone numbers', () => {
  test('with or without +91, 91, 0091 or 0, spaces, hyphens, dots or brackets, the same number is ours', () => {
    for (const typed of [
      '+91 98765 43210',
      '+919876543210',
      '919876543210',
      '9876543210',
      '09876543210',
      '098765-43210',
      '0091 98765 43210',
      '(+91) 98765.43210',
      'tel:+91-98765-43210',
      ' 98765 43210 ',
    ]) {
      expect(check(typed), typed).toEqual({ outcome: 'ours', kind: 'phone', official: '+91 98765 43210' })
    }
  })

  test('a landline is ours with its STD code written with 0 or +91, and the WhatsApp number counts', () => {
    expect(ours('080 4000 1234')).toBe(true)
    expect(ours('+91 80 4000 1234')).toBe(true)
    expect(ours('+91 080 4000 1234')).toBe(true)
    expect(check('91234 56780')).toEqual({ outcome: 'ours', kind: 'phone', official: '+91 91234 56780' })
  })

  test('a number one digit off, one digit short or one digit long is not ours, and is called a look-alike', () => {
    for (const typed of ['+91 98765 43211', '98765 4321', '98765 432100', '+91 89765 43210']) {
      expect(check(typed), typed).toEqual({ outcome: 'not-ours', kind: 'phone', lookalike: true })
    }
    expect(check('+91 70000 11111')).toEqual({ outcome: 'not-ours', kind: 'phone', lookalike: false })
    // The same ten digits behind another country's code are another number.
    expect(check('+1 98765 43210')).toEqual({ outcome: 'not-ours', kind: 'phone', lookalike: true })
    expect(phoneKey('+1 98765 43210')).toBe('+19876543210')
  })
})

describe('e-mail addresses', () => {
  test('capitals, mailto: and a name before the address make no difference', () => {
    for (const typed of [
      'SUPPORT@LOANPARTNER.IN',
      'Support@LoanPartner.in',
      'mailto:support@loanpartner.in',
      'Loan Partner <support@loanpartner.in>',
    ]) {
      expect(check(typed), typed).toEqual({ outcome: 'ours', kind: 'email', official: 'support@loanpartner.in' })
    }
  })

  test('our name on another domain, our domain inside another, or one letter off is not ours', () => {
    for (const typed of [
      'support@loanpartner.co',
      'support@loanpartner.in.co',
      'support@loan-partner.in',
      'loanpartner.help@gmail.com',
      'suport@loanpartner.in',
      'support@loanpartner-india.com',
    ]) {
      expect(check(typed), typed).toEqual({ outcome: 'not-ours', kind: 'email', lookalike: true })
    }
    expect(check('asha.rao@example.com')).toEqual({ outcome: 'not-ours', kind: 'email', lookalike: false })
  })
})

describe('web addresses', () => {
  test('scheme, www., capitals, a trailing slash and a page of the site make no difference', () => {
    for (const typed of [
      'loanpartner.in',
      'www.loanpartner.in',
      'WWW.LoanPartner.IN/',
      'https://loanpartner.in',
      'http://www.loanpartner.in/',
      'https://loanpartner.in/apply-now?loan=home',
      '//loanpartner.in',
    ]) {
      expect(check(typed), typed).toEqual({ outcome: 'ours', kind: 'web', official: 'loanpartner.in' })
    }
    expect(ours('https://www.loanpartner.com')).toBe(true)
  })

  test('a different domain containing our name, or ours inside another, is not ours', () => {
    for (const typed of [
      'loanpartner.co.in',
      'loanpartner-offers.in',
      'loanpartner.in.verify-kyc.com',
      'secure-loanpartner.in',
      'https://loanpartner.in@evil.example',
      'pay.loanpartner.in',
      'loanpartmer.in',
      // A Cyrillic "о" in place of the Latin one: the browser goes to its punycode.
      'https://lоanpartner.in',
    ]) {
      expect(check(typed), typed).toEqual({ outcome: 'not-ours', kind: 'web', lookalike: true })
    }
    expect(webKey('https://lоanpartner.in')).toMatch(/^xn--/)
    expect(check('example.org')).toEqual({ outcome: 'not-ours', kind: 'web', lookalike: false })
  })

  test('only http and https are web addresses', () => {
    expect(readValue('ftp://loanpartner.in')).toBeNull()
    expect(readValue('javascript:alert(1)')).toBeNull()
  })
})

describe('UPI IDs', () => {
  test('a UPI ID is read as one, in any case, and is never ours: the company has none', () => {
    expect(readValue(' LoanPartner@YBL ')).toEqual({ kind: 'upi', key: 'loanpartner@ybl' })
    expect(check('loanpartner@okaxis')).toEqual({ outcome: 'not-ours', kind: 'upi', lookalike: true })
    expect(check('9876543210@paytm')).toEqual({ outcome: 'not-ours', kind: 'upi', lookalike: false })
    expect(check('rahul.k-2@oksbi')).toEqual({ outcome: 'not-ours', kind: 'upi', lookalike: false })
  })
})

describe('what cannot be read', () => {
  test('words, control characters and text too long are none of the four kinds', () => {
    for (const typed of [
      'hello',
      '12345',
      'loanpartner',
      'support@',
      'loan\u0000partner.in',
      'loan\tpartner.in',
      `${'a'.repeat(2_000)}.in`,
    ]) {
      expect(check(typed), JSON.stringify(typed.slice(0, 30))).toEqual({ outcome: 'unreadable' })
    }
  })
})

// The property: any configured value, typed in any accepted form, is ours; any single-character
// change of it is not.

const lower = 'abcdefghijklmnopqrstuvwxyz'
const label = fc
  .tuple(fc.constantFrom(...lower), fc.string({ unit: fc.constantFrom(...`${lower}0123456789`), minLength: 2, maxLength: 10 }))
  .map(([a, rest]) => a + rest)
  .filter((l) => !l.startsWith('www'))
const host = fc.tuple(label, fc.constantFrom('in', 'com', 'co.in', 'org.in')).map(([l, tld]) => `${l}.${tld}`)
const email = fc
  .tuple(fc.string({ unit: fc.constantFrom(...`${lower}0123456789`), minLength: 1, maxLength: 10 }), host)
  .map(([local, domain]) => `${local}@${domain}`)
const mobile = fc
  .tuple(fc.constantFrom('6', '7', '8', '9'), fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 9, maxLength: 9 }))
  .map(([a, rest]) => a + rest)

/** A company's configuration: what the property types, each in its plainest form. */
const configured = fc.record({ website: host, email, phone: mobile, grievancePhone: mobile, whatsapp: mobile })
type Configured = { website: string; email: string; phone: string; grievancePhone: string; whatsapp: string }
const channelsOf = (c: Configured): OfficialChannels =>
  officialChannels({
    websites: [`https://${c.website}`],
    phones: [`+91 ${c.phone.slice(0, 5)} ${c.phone.slice(5)}`, `0${c.grievancePhone}`],
    emails: [c.email],
    chatUrl: `https://wa.me/91${c.whatsapp}`,
  })

/** Upper or lower case, character by character. */
const anyCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((up) => [...s].map((ch, i) => (up[i] ? ch.toUpperCase() : ch)).join(''))
/** Ten digits as people write them: +91, 91, 0091, 0 or nothing in front, and spaces or hyphens between any two. */
const writtenPhone = (digits: string) =>
  fc
    .tuple(
      fc.constantFrom('', '+91', '+91 ', '91', '0091 ', '0', '(+91) '),
      fc.array(fc.constantFrom('', '', ' ', '-'), { minLength: digits.length, maxLength: digits.length }),
    )
    .map(([front, gaps]) => front + [...digits].map((d, i) => d + gaps[i]).join(''))
const writtenEmail = (address: string) =>
  fc
    .tuple(fc.constantFrom('', 'mailto:', 'MAILTO:'), anyCase(address), fc.constantFrom('', ' '))
    .map(([front, a, pad]) => pad + front + a + pad)
const writtenWeb = (h: string) =>
  fc
    .tuple(
      fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
      fc.constantFrom('', 'www.', 'WWW.'),
      anyCase(h),
      fc.constantFrom('', '/'),
    )
    .map((parts) => parts.join(''))

/** Every way of writing one configured value: the kind, its canonical form and its writer. */
const forms = (c: Configured) => [
  { canonical: c.website, write: writtenWeb, alphabet: `${lower}0123456789.-` },
  { canonical: c.email, write: writtenEmail, alphabet: `${lower}0123456789.-_@` },
  { canonical: c.phone, write: writtenPhone, alphabet: '0123456789' },
  { canonical: c.grievancePhone, write: writtenPhone, alphabet: '0123456789' },
  { canonical: c.whatsapp, write: writtenPhone, alphabet: '0123456789' },
]

/** One character of `s` replaced by another, taken out, or one put in. */
function edit(s: string, alphabet: string) {
  const at = (n: number) => fc.integer({ min: 0, max: n })
  const other = (ch: string) => fc.constantFrom(...alphabet).filter((x) => x !== ch)
  return fc.oneof(
    at(s.length - 1).chain((i) => other(s[i]!).map((x) => s.slice(0, i) + x + s.slice(i + 1))),
    at(s.length - 1).map((i) => s.slice(0, i) + s.slice(i + 1)),
    fc.tuple(at(s.length), fc.constantFrom(...alphabet)).map(([i, x]) => s.slice(0, i) + x + s.slice(i)),
  )
}

describe('the property', () => {
  test('any configured value, typed in any accepted form, is ours', () => {
    fc.assert(
      fc.property(
        configured.chain((c) => fc.constantFrom(...forms(c)).chain((f) => f.write(f.canonical).map((typed) => ({ c, typed })))),
        ({ c, typed }) => {
          expect(checkValue(typed, channelsOf(c), 'Loan Partner').outcome).toBe('ours')
        },
      ),
      { numRuns: 300 },
    )
  })

  test('any single-character change of a configured value, typed in any accepted form, is not ours', () => {
    fc.assert(
      fc.property(
        configured.chain((c) =>
          fc.constantFrom(...forms(c)).chain((f) =>
            edit(f.canonical, f.alphabet)
              // A 0 put in front of a number is its trunk prefix, an accepted form, not a change.
              .filter((changed) => !(f.alphabet === '0123456789' && changed === `0${f.canonical}`))
              .chain((changed) => f.write(changed).map((typed) => ({ c, changed, typed }))),
          ),
        ),
        ({ c, changed, typed }) => {
          // The change may land on another of the company's own values (a second number one digit away).
          fc.pre(!forms(c).some((f) => f.canonical === changed))
          expect(checkValue(typed, channelsOf(c), 'Loan Partner').outcome).not.toBe('ours')
        },
      ),
      { numRuns: 300 },
    )
  })
})
