import { describe, expect, test } from 'vitest'
import type { ClaimedMessage, Payloads } from '../outbox.server'
import { noFacts } from '#src/shared/track-facts'
import { personalMail } from './messages.server'

// The applicant's e-mails are written in the application's language (docs/decisions/176).
const ctx = { brandName: 'Loan Partner', origin: 'https://loanpartner.example' }
const claimed = (kind: ClaimedMessage['kind'], payload: unknown): ClaimedMessage =>
  ({ id: 1, kind, recipient: 'asha@example.com', payload, attempts: 0, tries_since: 0 }) as ClaimedMessage
const devanagari = (s: string) => (s.match(/\p{Script=Devanagari}/gu) ?? []).length

describe('the applicant’s e-mails in the application’s language', () => {
  const ack = { reference: 'LP-2611-ABCDEF', loanType: 'home', receivedAt: '2026-11-25T06:00:00.000Z' }

  test('an application made in Hindi is acknowledged in Hindi, with Hindi month names and a link to /hi/track', () => {
    const mail = personalMail(claimed('acknowledgement', { ...ack, language: 'hi' }), ctx)
    expect(mail.subject).toBe('आवेदन प्राप्त हुआ: LP-2611-ABCDEF')
    expect(mail.text).toContain('हमें आपका आवेदन मिल गया है')
    expect(mail.text).toContain('25 नवंबर 2026')
    expect(mail.text).toContain('होम लोन')
    expect(mail.text).toContain('7 कार्य दिवसों के भीतर')
    expect(mail.text).toContain('PAN कार्ड (अनिवार्य) और आधार कार्ड')
    expect(mail.text).toContain('https://loanpartner.example/hi/track')
    expect(mail.html).toContain('<html lang="hi">')
    const letters = (mail.text.match(/\p{L}/gu) ?? []).length
    expect(devanagari(mail.text) / letters).toBeGreaterThan(0.6)
  })

  test('an English application, or a row from before the choice, is acknowledged in English as before', () => {
    for (const payload of [{ ...ack, language: 'en' }, ack]) {
      const mail = personalMail(claimed('acknowledgement', payload), ctx)
      expect(mail.subject).toBe('Application received: LP-2611-ABCDEF')
      expect(mail.text).toContain('Received on: 25 November 2026')
      expect(mail.text).toContain('Track application: https://loanpartner.example/track')
      expect(mail.html).toContain('<html lang="en">')
      expect(devanagari(mail.text)).toBe(0)
    }
  })

  test('the tracker’s e-mails follow the language their row names', () => {
    const request = personalMail(
      claimed('request_received', { reference: 'LP-2611-ABCDEF', request: 'data_export', at: ack.receivedAt, language: 'hi' }),
      ctx,
    )
    expect(request.subject).toBe('मेरे डेटा की कॉपी का अनुरोध प्राप्त हुआ (LP-2611-ABCDEF)')
    expect(request.text).toContain('/hi/track')
    const lost = personalMail(claimed('lost_reference', { references: ['LP-2611-ABCDEF'], language: 'hi' }), ctx)
    expect(lost.subject).toBe('आपके आवेदन की संदर्भ संख्या')
    expect(lost.text).toContain('किसी ने (उम्मीद है कि आपने ही)')
    const repeat = personalMail(claimed('lost_reference', { references: ['LP-2611-ABCDEF'], language: 'hi', cause: 'repeat' }), ctx)
    expect(repeat.text).toContain('किसी दूसरे ईमेल पते या जन्म तिथि के साथ')
    expect(repeat.text).toContain('LP-2611-ABCDEF')
    const english = personalMail(claimed('request_done', { reference: 'LP-2611-ABCDEF', request: 'erasure', at: ack.receivedAt }), ctx)
    expect(english.subject).toBe('Done: Erase my data (LP-2611-ABCDEF)')
  })
})

describe('the e-mail that a copy of the data is ready', () => {
  const done = {
    reference: 'LP-2611-ABCDEF',
    request: 'data_export',
    at: '2026-11-25T06:00:00.000Z',
    readyUntil: '2026-12-02T06:00:00.000Z',
  }

  test('says where to get it, with what, and until when, and holds none of the data', () => {
    const mail = personalMail(claimed('request_done', { ...done, language: 'en' }), ctx)
    expect(mail.subject).toBe('Ready to download: A copy of my data (LP-2611-ABCDEF)')
    expect(mail.text).toContain(
      'Download it from Track application: open https://loanpartner.example/track, enter your reference and your date of birth, and press “Download my data”.',
    )
    expect(mail.text).toContain('It is there for 7 days, until 2 December 2026.')
    expect(mail.text).toContain('Available until: 2 December 2026')
    expect(mail.html).toContain('href="https://loanpartner.example/track"')
    // The payload has no personal value to put in it; the words never ask for one either.
    expect(mail.text).not.toMatch(/@|\d{10}|[A-Z]{5}\d{4}[A-Z]/)
  })

  test('in Hindi for an application made in Hindi, pointing to /hi/track', () => {
    const mail = personalMail(claimed('request_done', { ...done, language: 'hi' }), ctx)
    expect(mail.subject).toBe('आपके डेटा की कॉपी डाउनलोड के लिए तैयार है (LP-2611-ABCDEF)')
    expect(mail.text).toContain('https://loanpartner.example/hi/track')
    expect(mail.text).toContain('यह 7 दिनों तक, 2 दिसंबर 2026 तक, वहाँ उपलब्ध है।')
    expect(mail.html).toContain('<html lang="hi">')
  })

  test('a request done without a copy made available keeps the plain "done" e-mail', () => {
    const { readyUntil: _none, ...older } = done
    const mail = personalMail(claimed('request_done', older), ctx)
    expect(mail.subject).toBe('Done: A copy of my data (LP-2611-ABCDEF)')
    expect(mail.text).not.toContain('Download')
  })
})

describe('each step of an application tells the applicant, in the application’s language (docs/decisions/228)', () => {
  const facts = {
    lender: 'Trivan Bank',
    sanctionedAmount: 450_000,
    sanctionedRate: 11.25,
    sanctionedTenure: 48,
    disbursedAmount: 440_000,
    disbursedOn: '2026-12-07',
    endReason: null,
  }
  const step = (status: string, language: 'en' | 'hi', extra = {}) =>
    personalMail(
      claimed('application_step', {
        reference: 'LP-2611-ABCDEF',
        status,
        at: '2026-12-07T06:00:00.000Z',
        language,
        facts: { ...facts, ...extra },
      }),
      ctx,
    )

  test('a sanction and a payout name the amount, the rate, the tenure and the day, with a noun phrase for a subject', () => {
    const sanctioned = step('sanctioned', 'en')
    expect(sanctioned.subject).toBe('Application update: Sanctioned by the lender (LP-2611-ABCDEF)')
    expect(sanctioned.text).toContain('Details: ₹4,50,000 at 11.25% a year for 48 months')
    expect(sanctioned.text).toContain('The lender will send you its sanction letter')
    expect(step('sent_to_lender', 'en').text).toContain('Details: Sent to Trivan Bank')
    expect(step('disbursed', 'en').text).toContain('Details: ₹4,40,000 paid out on 7 December 2026')

    const hindi = step('disbursed', 'hi')
    expect(hindi.subject).toBe('आवेदन की नई स्थिति: लोन वितरित हुआ (LP-2611-ABCDEF)')
    expect(hindi.text).toContain('विवरण: 7 दिसंबर 2026 को ₹4,40,000 वितरित किए गए')
    expect(hindi.text).toContain('https://loanpartner.example/hi/track')
    expect(step('sanctioned', 'hi').text).toContain('₹4,50,000, 11.25% प्रति वर्ष पर, 48 महीने के लिए')
  })

  test('a rejection gives its reason in plain words; a step that records nothing has no detail line', () => {
    expect(step('rejected', 'en', { endReason: 'low_income' }).text).toContain(
      'Reason: The monthly income is below what the lenders ask for.',
    )
    expect(step('rejected', 'hi', { endReason: 'low_income' }).text).toContain('कारण: मासिक आय ऋणदाताओं की न्यूनतम आय की शर्त से कम है।')
    const contacted = step('contacted', 'en')
    expect(contacted.subject).toBe('Application update: We have spoken to you (LP-2611-ABCDEF)')
    expect(contacted.text).not.toContain('Details:')
  })
})

/** Every kind of e-mail an applicant gets, with a payload; a new kind does not compile until it is here. */
const applicantMail: {
  [K in 'acknowledgement' | 'request_received' | 'request_done' | 'lost_reference' | 'application_step']: Payloads[K]
} = {
  acknowledgement: { reference: 'LP-2611-ABCDEF', loanType: 'car', receivedAt: '2026-11-25T06:00:00.000Z' },
  request_received: { reference: 'LP-2611-ABCDEF', request: 'data_export', at: '2026-11-25T06:00:00.000Z' },
  request_done: { reference: 'LP-2611-ABCDEF', request: 'withdraw_marketing', at: '2026-11-25T06:00:00.000Z' },
  lost_reference: { references: ['LP-2611-ABCDEF', 'LP-2611-GHJKLM'] },
  application_step: {
    reference: 'LP-2611-ABCDEF',
    status: 'sent_to_lender',
    at: '2026-11-25T06:00:00.000Z',
    facts: { ...noFacts, lender: 'Trivan Bank' },
  },
}

describe('every e-mail to an applicant renders in both languages', () => {
  test.each(Object.entries(applicantMail))('%s: in Hindi mostly Devanagari with a Hindi subject, in English none', (kind, payload) => {
    const hi = personalMail(claimed(kind as ClaimedMessage['kind'], { ...payload, language: 'hi' }), ctx)
    const en = personalMail(claimed(kind as ClaimedMessage['kind'], { ...payload, language: 'en' }), ctx)
    expect(hi.html).toContain('<html lang="hi">')
    expect(devanagari(hi.subject)).toBeGreaterThan(0)
    const letters = (hi.text.match(/\p{L}/gu) ?? []).length
    expect(devanagari(hi.text) / letters).toBeGreaterThan(0.5)
    expect(en.html).toContain('<html lang="en">')
    expect(devanagari(en.text)).toBe(0)
    expect(hi.subject).not.toBe(en.subject)
  })
})
