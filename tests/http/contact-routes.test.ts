import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'
import { TOO_MANY } from '#src/server/middleware/rate-limit.server'
import { selectEnquiries } from '#src/server/tables/enquiries.server'

/** Every stored enquiry, newest first. */
const ALL = { limit: 1000, offset: 0 }

const API = '/api/v1/admin/contact-us'
const enquiry = {
  FirstName: 'Asha Devi',
  LastName: 'Sharma',
  MobileNumber: '9876543210',
  City: 'Greater Noida',
  LoanType: 'Home Loan',
  Message: 'Please call me about a home loan.',
  Email: 'asha@example.in',
}

let site: TestSite
beforeAll(async () => {
  site = await startSite({ env: { RATE_LIMIT_FORMS: '0' } })
})
afterAll(() => site?.close())

const post = (path: string) => request(site.url).post(path).set('Origin', site.url)
const stored = () => selectEnquiries(site.deps.db, {}, ALL)

describe('POST /api/v1/admin/contact-us (public JSON call of docs/product.md §18 JSON API)', () => {
  test('a valid enquiry answers 201 and is stored as new, with no sign-in needed', async () => {
    const before = (await stored()).length
    const res = await post(API).send({ ...enquiry, FirstName: 'Api Caller' })
    expect(res.status).toBe(201)
    expect(res.body).toEqual({ message: 'Success! Form submitted successfully!' })
    const rows = await stored()
    expect(rows.length).toBe(before + 1)
    expect(rows[0]).toMatchObject({ first_name: 'Api Caller', mobile_number: '9876543210', loan_type: 'Home Loan', status: 'new' })
    expect(rows[0]!.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
  })

  test('invalid input answers 400 with {message, errors} per field, and stores nothing', async () => {
    const before = (await stored()).length
    const res = await post(API).send({ ...enquiry, FirstName: 'John3', MobileNumber: '98765', Email: 'asha@' })
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        FirstName: 'Name should contain only letters',
        MobileNumber: 'Enter a valid 10-digit mobile number',
        Email: 'Enter a valid email',
      },
    })
    expect((await stored()).length).toBe(before)
  })

  test('an empty body gets the four required messages', async () => {
    const res = await post(API).send({})
    expect(res.status).toBe(400)
    expect(res.body.errors).toEqual({
      FirstName: 'First Name is required',
      MobileNumber: 'Mobile Number is required',
      City: 'City is required',
      LoanType: 'Loan type is required',
    })
  })

  test('malformed JSON answers 400, not 500', async () => {
    const res = await post(API).set('Content-Type', 'application/json').send('{"FirstName": ')
    expect(res.status).toBe(400)
    expect(res.body).toEqual({ message: expect.any(String) })
  })

  test('a call from another site is refused with 403 and stores nothing', async () => {
    const before = (await stored()).length
    const res = await request(site.url).post(API).set('Origin', 'https://evil.example').send(enquiry)
    expect(res.status).toBe(403)
    expect((await stored()).length).toBe(before)
  })

  test('a filled honeypot gets the same 201 and nothing is stored', async () => {
    const before = (await stored()).length
    const res = await post(API).send({ ...enquiry, website: 'http://spam.example' })
    expect(res.status).toBe(201)
    expect((await stored()).length).toBe(before)
  })
})

describe('POST /contact-us (the form without JavaScript)', () => {
  test('an invalid form is re-rendered with 422, each message, and the typed values kept', async () => {
    const res = await post('/contact-us')
      .type('form')
      .send({ ...enquiry, FirstName: 'John3', MobileNumber: '98765', City: '', LoanType: '' })
    expect(res.status).toBe(422)
    for (const text of [
      'Name should contain only letters',
      'Enter a valid 10-digit mobile number',
      'City is required',
      'Loan type is required',
    ]) {
      expect(res.text).toContain(text)
    }
    expect(res.text).toContain('value="John3"')
    expect(res.text).toContain('value="98765"')
    expect(res.text).toContain('value="asha@example.in"')
    expect(res.text).toContain('Please call me about a home loan.</textarea>')
    expect(res.text).not.toContain('http-equiv="refresh"')
  })

  test('a valid form is stored and answered with a 303 to the success view, with no personal data in the URL', async () => {
    const before = (await stored()).length
    const res = await post('/contact-us')
      .type('form')
      .send({ ...enquiry, FirstName: 'Form Sender', website: '' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact-us?sent=1')
    const rows = await stored()
    expect(rows.length).toBe(before + 1)
    expect(rows[0]).toMatchObject({ first_name: 'Form Sender', city: 'Greater Noida', status: 'new' })
  })

  test('the success view shows the banner, an empty form, and a meta refresh to / after 3 s', async () => {
    const res = await request(site.url).get('/contact-us?sent=1')
    expect(res.status).toBe(200)
    expect(res.text).toContain('<p>Success! Form submitted successfully!</p>')
    expect(res.text).toContain('<meta http-equiv="refresh" content="3;url=/"/>')
    expect(res.text).not.toMatch(/name="FirstName"[^>]*value=/)
  })

  test('the plain page has no refresh and no banner', async () => {
    const res = await request(site.url).get('/contact-us')
    expect(res.status).toBe(200)
    expect(res.text).not.toContain('http-equiv="refresh"')
    // The island's words travel with it as JSON (docs/i18n.md), so the banner's text is in the page; the banner is not.
    expect(res.text).not.toMatch(/<p>Success! Form submitted successfully!<\/p>/)
    expect(res.text).not.toContain('contact-success')
  })

  test('a filled honeypot sees the same success and nothing is stored', async () => {
    const before = (await stored()).length
    const res = await post('/contact-us')
      .type('form')
      .send({ ...enquiry, website: 'http://spam.example' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/contact-us?sent=1')
    expect((await stored()).length).toBe(before)
  })

  test('a form posted from another site is refused with 403', async () => {
    const res = await request(site.url).post('/contact-us').set('Origin', 'https://evil.example').type('form').send(enquiry)
    expect(res.status).toBe(403)
  })
})

describe('the contact page', () => {
  test('shows the office details as links and embeds exactly the map the CSP admits', async () => {
    const res = await request(site.url).get('/contact-us')
    const { site: identity } = site.deps
    expect(res.text).toContain(`href="mailto:${identity.email}"`)
    expect(res.text).toContain('href="tel:+919876543210"')
    expect(res.text).toContain(identity.hours)
    expect(res.text).toContain('Greater Noida, Uttar Pradesh')
    const iframe = /<iframe[^>]*>/.exec(res.text)?.[0] ?? ''
    expect(iframe).toContain(`src="${identity.mapEmbedUrl.replaceAll('&', '&amp;')}"`)
    expect(iframe).toContain('loading="lazy"')
    expect(iframe).toMatch(/title="[^"]+"/)
    const csp = res.headers['content-security-policy'] as string
    expect(csp).toContain(`frame-src ${new URL(identity.mapEmbedUrl).origin};`)
    expect(res.text).toContain(
      `<a class="btn btn-outline" href="${identity.mapLinkUrl.replaceAll('&', '&amp;')}" target="_blank" rel="noopener noreferrer">`,
    )
    expect(res.text).toContain('>Free Consultation</button>')
  })
})

describe('per-IP rate limit (RATE_LIMIT_FORMS=3)', () => {
  let limited: TestSite
  beforeAll(async () => {
    limited = await startSite({ env: { RATE_LIMIT_FORMS: '3' } })
  })
  afterAll(() => limited?.close())

  test('the fourth enquiry in the window gets 429: JSON for the API, the friendly page for the form', async () => {
    const send = () => request(limited.url).post(API).set('Origin', limited.url).send(enquiry)
    expect((await send()).status).toBe(201)
    expect((await send()).status).toBe(201)
    expect((await send()).status).toBe(201)
    const api = await send()
    expect(api.status).toBe(429)
    expect(api.body).toEqual({ message: TOO_MANY })

    const form = await request(limited.url)
      .post('/contact-us')
      .set('Origin', limited.url)
      .type('form')
      .send({ ...enquiry, City: 'Pune' })
    expect(form.status).toBe(429)
    expect(form.text).toContain(TOO_MANY)
    expect(form.text).toContain('value="Pune"')
    expect(form.text).toContain('>Free Consultation</button>')
    expect(await selectEnquiries(limited.deps.db, {}, ALL)).toHaveLength(3)
  })

  test('reading the page is not limited', async () => {
    expect((await request(limited.url).get('/contact-us')).status).toBe(200)
  })
})

describe('when the database fails', () => {
  let broken: TestSite
  beforeAll(async () => {
    broken = await startSite()
    await broken.deps.db.schema.dropTable('enquiries')
  })
  afterAll(() => broken?.close())

  test('the form shows "Something went wrong. Please try again later." with the values kept, and the log holds no personal data', async () => {
    const res = await request(broken.url).post('/contact-us').set('Origin', broken.url).type('form').send(enquiry)
    expect(res.status).toBe(500)
    expect(res.text).toContain('Something went wrong. Please try again later.')
    expect(res.text).toContain('value="9876543210"')
    expect(broken.logs.some((l) => l.startsWith('form contact not stored code='))).toBe(true)
    for (const line of broken.logs) expect(line).not.toMatch(/9876543210|Asha|asha@example/)
  })

  test('the JSON call answers 500 with the same message', async () => {
    const res = await request(broken.url).post(API).set('Origin', broken.url).send(enquiry)
    expect(res.status).toBe(500)
    expect(res.body).toEqual({ message: 'Something went wrong. Please try again later.' })
    for (const line of broken.logs) expect(line).not.toMatch(/9876543210|Asha|asha@example/)
  })
})

describe('/hi/contact-us (the Hindi page posts to its own address, docs/i18n.md)', () => {
  const fieldError = (html: string, field: string) => new RegExp(`id="f-${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]

  test('an empty form is re-rendered with 422 and each message in Hindi under its field', async () => {
    const res = await post('/hi/contact-us').type('form').send({ LastName: 'Sharma' })
    expect(res.status).toBe(422)
    expect(res.text).toContain('<html lang="hi"')
    expect(fieldError(res.text, 'FirstName')).toBe('पहला नाम आवश्यक है')
    expect(fieldError(res.text, 'MobileNumber')).toBe('मोबाइल नंबर आवश्यक है')
    expect(fieldError(res.text, 'City')).toBe('शहर आवश्यक है')
    expect(fieldError(res.text, 'LoanType')).toBe('लोन का प्रकार आवश्यक है')
    expect(res.text).toContain('कृपया चिह्नित फ़ील्ड ठीक करें।')
    expect(res.text).toContain('value="Sharma"')
    expect(res.text).toContain('action="/hi/contact-us#contact-form"')
  })

  test('a valid form is stored and redirected to the Hindi success view, which goes home to /hi', async () => {
    const before = (await stored()).length
    const res = await post('/hi/contact-us').type('form').send(enquiry)
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/hi/contact-us?sent=1')
    expect((await stored()).length).toBe(before + 1)
    const view = await request(site.url).get('/hi/contact-us?sent=1')
    expect(view.text).toContain('<p>धन्यवाद! आपका फ़ॉर्म सफलतापूर्वक जमा हो गया है।</p>')
    expect(view.text).toContain('<meta http-equiv="refresh" content="3;url=/hi"/>')
  })

  test('the Hindi page’s own JSON call is refused in Hindi, while the API and the English page keep their English', async () => {
    const hindi = await post('/hi/contact-us').set('Accept', 'application/json').send({})
    expect(hindi.status).toBe(400)
    expect(hindi.body).toEqual({
      message: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
      errors: { FirstName: 'पहला नाम आवश्यक है', MobileNumber: 'मोबाइल नंबर आवश्यक है', City: 'शहर आवश्यक है', LoanType: 'लोन का प्रकार आवश्यक है' },
    })
    for (const path of ['/contact-us', '/api/v1/admin/contact-us']) {
      const english = await post(path).set('Accept', 'application/json').send({})
      expect([path, english.status, english.body.errors.FirstName]).toEqual([path, 400, 'First Name is required'])
    }
  })
})
