import { describe, expect, test } from 'vitest'
import type { ClaimedMessage } from '../outbox.server'
import { leadDigest, personalMail, render } from './messages.server'

// Every e-mail the site sends ends with the way to check that it is really from us (issue 45), in
// the message's language.
const ctx = { brandName: 'Loan Partner', origin: 'https://loanpartner.example' }
const claimed = (kind: ClaimedMessage['kind'], payload: unknown): ClaimedMessage =>
  ({ id: 1, kind, recipient: 'asha@example.com', payload, attempts: 0, tries_since: 0 }) as ClaimedMessage
const at = '2026-11-25T06:00:00.000Z'

const english = {
  acknowledgement: personalMail(claimed('acknowledgement', { reference: 'LP-2611-ABCDEF', loanType: 'home', receivedAt: at }), ctx),
  request: personalMail(claimed('request_received', { reference: 'LP-2611-ABCDEF', request: 'erasure', at }), ctx),
  done: personalMail(claimed('request_done', { reference: 'LP-2611-ABCDEF', request: 'erasure', at }), ctx),
  lost: personalMail(claimed('lost_reference', { references: ['LP-2611-ABCDEF'] }), ctx),
  codes: personalMail(claimed('sign_in_codes_wrong', { at }), ctx),
  digest: render(
    leadDigest([{ id: 7, lead: 'enquiry', reference: 'LP-2611-ABCDEF', loanType: 'home', amount: null, receivedAt: at } as never], ctx),
    ctx,
  ),
}

describe('the last lines of every e-mail', () => {
  test.for(Object.entries(english))('%s: the check page and what we never ask for, in the text and as a link', ([, mail]) => {
    expect(mail.text).toContain(
      'Is this e-mail really from us? Check any number, address or website at https://loanpartner.example/is-this-us. We never ask for a fee before the loan is paid out, or for an OTP, a PIN or a password.',
    )
    expect(mail.html).toContain(
      '<a href="https://loanpartner.example/is-this-us" style="color:#0f3d91">https://loanpartner.example/is-this-us</a>',
    )
  })

  test('a message in Hindi points to the Hindi page, in Hindi', () => {
    const mail = personalMail(
      claimed('acknowledgement', { reference: 'LP-2611-ABCDEF', loanType: 'home', receivedAt: at, language: 'hi' }),
      ctx,
    )
    expect(mail.text).toContain(
      'क्या यह ईमेल सच में हमारी ओर से है? कोई भी नंबर, पता या वेबसाइट यहाँ जाँचें: https://loanpartner.example/hi/is-this-us।',
    )
    expect(mail.html).toContain('href="https://loanpartner.example/hi/is-this-us"')
    expect(mail.text).not.toContain('/is-this-us.')
  })
})
