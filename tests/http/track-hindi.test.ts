import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

// The tracker's forms at their Hindi address answer in Hindi (docs/decisions/178): each message under
// its field, the one constant "nothing found" page, the lost-reference answer. The browser story is
// tests/e2e/track-hindi.test.ts.

let site: TestSite
beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_FORMS: '0' } })
})
afterAll(() => site?.close())

const post = (path: string, fields: Record<string, string>) =>
  request(site.url).post(path).set('Origin', site.url).type('form').send(fields)
const fieldError = (html: string, field: string) => new RegExp(`id="f-${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]

describe('/hi/track and /hi/track/forgot', () => {
  test('a badly typed look-up gets 422 with each message in Hindi and the typed values kept', async () => {
    const res = await post('/hi/track', { reference: 'LP-26', dateOfBirth: '31/02/1990' })
    expect(res.status).toBe(422)
    expect(fieldError(res.text, 'reference')).toBe('संदर्भ संख्या वैसी ही दर्ज करें जैसी आपकी पावती पर है (जैसे LP-2611-7K3M9Q)')
    expect(fieldError(res.text, 'dateOfBirth')).toBe('मान्य तारीख दर्ज करें (दिन/महीना/वर्ष)')
    expect(res.text).toContain('value="LP-26"')
    const empty = await post('/hi/track', {})
    expect(fieldError(empty.text, 'reference')).toBe('संदर्भ संख्या आवश्यक है')
    expect(fieldError(empty.text, 'dateOfBirth')).toBe('जन्म तिथि आवश्यक है')
  })

  test('nothing found is one constant Hindi page, whatever was typed', async () => {
    const a = await post('/hi/track', { reference: 'LP-2611-ZZZZZZ', dateOfBirth: '12/03/1992' })
    const b = await post('/hi/track', { reference: 'LP-2611-YYYYYY', dateOfBirth: '01/01/1990' })
    expect(a.status).toBe(404)
    expect(b.text).toBe(a.text)
    expect(a.text).toContain('हमें इस संदर्भ संख्या और जन्म तिथि वाला कोई आवेदन नहीं मिला।')
    expect(a.text).toContain('action="/hi/track"')
  })

  test('the lost-reference form answers in Hindi', async () => {
    const empty = await post('/hi/track/forgot', {})
    expect(empty.status).toBe(422)
    expect(fieldError(empty.text, 'email')).toBe('ईमेल आवश्यक है')
    expect(fieldError(empty.text, 'dateOfBirth')).toBe('जन्म तिथि आवश्यक है')
    const sent = await post('/hi/track/forgot', { email: 'nobody@example.com', dateOfBirth: '12/03/1992' })
    expect(sent.status).toBe(200)
    expect(sent.text).toContain('धन्यवाद। अगर इस ईमेल और जन्म तिथि से कोई आवेदन किया गया था')
    expect(sent.text).toContain('notice notice-success')
  })
})
