import { describe, expect, test } from 'vitest'
import { parseEnv } from './env.server'
import { siteFromEnv } from './site.server'

// The channels /is-this-us lists and checks come from configuration only (docs/decisions/205).
describe('the official channels', () => {
  test('with nothing set: the site’s own address, the bundled phone and e-mails, the chat link’s WhatsApp number', () => {
    expect(siteFromEnv(parseEnv({ PORT: '3100' })).official).toEqual({
      websites: ['localhost:3100'],
      phones: ['+91 98765 43210'],
      emails: ['support@loanpartner.in', 'grievance@loanpartner.in'],
      whatsapp: '+91 98765 43210',
    })
  })

  test('configured: PUBLIC_ORIGIN and OFFICIAL_WEBSITES, the contact and officer’s phone and e-mail, MAIL_FROM’s address, CHAT_URL', () => {
    const env = parseEnv({
      PUBLIC_ORIGIN: 'https://www.acme-finance.in',
      OFFICIAL_WEBSITES: 'acme.in, https://acme-finance.com/, www.acme-finance.in',
      CONTACT_PHONE: '+91 80 4000 1234',
      CONTACT_EMAIL: 'Hello@Acme-Finance.in',
      GRIEVANCE_OFFICER_PHONE: '1800 123 4567',
      GRIEVANCE_OFFICER_EMAIL: 'nodal@acme-finance.in',
      MAIL_FROM: 'Acme Finance <no-reply@acme-finance.in>',
      CHAT_URL: 'https://api.whatsapp.com/send?phone=918040001235',
    })
    expect(siteFromEnv(env).official).toEqual({
      websites: ['acme-finance.in', 'acme.in', 'acme-finance.com'],
      phones: ['+91 80 4000 1234', '1800 123 4567'],
      emails: ['hello@acme-finance.in', 'nodal@acme-finance.in', 'no-reply@acme-finance.in'],
      whatsapp: '+91 80400 01235',
    })
    // A chat link that is not WhatsApp's lists no WhatsApp number.
    expect(siteFromEnv(parseEnv({ CHAT_URL: 'https://t.me/acme' })).official.whatsapp).toBeNull()
  })

  test('OFFICIAL_WEBSITES that is not a list of web addresses stops the start', () => {
    expect(() => parseEnv({ OFFICIAL_WEBSITES: 'acme.in, not a site' })).toThrow(
      /OFFICIAL_WEBSITES must be web addresses separated by commas/,
    )
    expect(() => parseEnv({ OFFICIAL_WEBSITES: 'ftp://acme.in' })).toThrow(/OFFICIAL_WEBSITES/)
  })
})
