import fs from 'node:fs'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'
import { catalogues } from '#src/shared/i18n'

let site: TestSite
beforeAll(async () => {
  site = await startSite({ env: { TRUST_PROXY: '1' } })
})
afterAll(() => site?.close())

let seq = 0
/** A valid application; each call gets its own PAN unless one is given. */
function application(overrides: Record<string, unknown> = {}) {
  seq += 1
  return {
    loanAmount: '2,00,000',
    monthlyIncome: 52000,
    purpose: 'Medical Emergency',
    fullName: 'Meera Iyer',
    email: 'meera@example.com',
    panCard: `MEERA${String(1000 + seq)}Q`,
    mobileNumber: '9988776655',
    companyName: 'Lotus Pharma',
    pinCode: '600001',
    gender: 'FEMALE',
    dateOfBirth: '12/03/1992',
    state: 'Tamil Nadu',
    city: 'Chennai',
    isChecked: true,
    ...overrides,
  }
}

const api = () => request(site.url).post('/api/v1/loan-application').set('Origin', site.url)
const row = (reference: string) => site.deps.db('loan_applications').where({ reference }).first()

describe('POST /api/v1/loan-application', () => {
  test('a valid application is stored and answered 201 with a quotable reference', async () => {
    const res = await api().send(application())
    expect(res.status).toBe(201)
    expect(res.body.message).toBe('Form submitted successfully!')
    expect(res.body.reference).toMatch(/^LP-\d{4}-[0-9A-Z]{6}$/)
    expect(await row(res.body.reference)).toMatchObject({ status: 'new', loan_amount: 200000, monthly_income: 52000, city: 'Chennai' })
  })

  test('loanType is optional: it is stored as sent, Personal when left out, and an unknown one is a 400 with nothing stored', async () => {
    // A client address of its own, so these three stay out of the other stories' rate limit.
    const own = () => api().set('X-Forwarded-For', '203.0.113.145')
    const car = await own().send(application({ loanType: 'car', purpose: 'Other' }))
    expect(car.status).toBe(201)
    expect(car.body.acknowledgement.loanType).toBe('Car Loan')
    expect(await row(car.body.reference)).toMatchObject({ loan_type: 'car' })
    // No loan type named: a personal loan, whatever the purpose (docs/decisions/145).
    const plain = await own().send(application({ purpose: 'Property' }))
    expect(plain.status).toBe(201)
    expect(await row(plain.body.reference)).toMatchObject({ loan_type: 'personal', purpose: 'Property' })
    const before = (await site.deps.db('loan_applications').count({ n: '*' }))[0]!.n
    const yacht = await own().send(application({ loanType: 'yacht' }))
    expect(yacht.status).toBe(400)
    expect(yacht.body).toEqual({ message: 'Please correct the highlighted fields.', errors: { loanType: 'Unknown loan type' } })
    expect((await site.deps.db('loan_applications').count({ n: '*' }))[0]!.n).toBe(before)
  })

  test('invalid input gets 400 with one message per field, and nothing is stored', async () => {
    const before = (await site.deps.db('loan_applications').count({ n: '*' }))[0]!.n
    const res = await api().send(application({ panCard: 'ABCDE1234', loanAmount: '14,999', city: 'Pune', isChecked: false }))
    expect(res.status).toBe(400)
    expect(res.body).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: {
        panCard: 'Enter a valid PAN Card (e.g., ABCDE1234F)',
        loanAmount: 'Must be between ₹15,000 and ₹10,00,000',
        city: 'Choose a city in the selected state',
        isChecked: 'You must agree to the terms and conditions',
      },
    })
    expect((await site.deps.db('loan_applications').count({ n: '*' }))[0]!.n).toBe(before)
  })

  test('a body that is not JSON gets 415', async () => {
    const res = await api().type('form').send('loanAmount=50000')
    expect(res.status).toBe(415)
    expect(res.body.message).toMatch(/JSON/)
    const text = await api().set('content-type', 'text/plain').send(JSON.stringify(application()))
    expect(text.status).toBe(415)
  })

  test('malformed JSON and a JSON array get 400, never 500', async () => {
    expect((await api().set('content-type', 'application/json').send('{"loanAmount":')).status).toBe(400)
    expect((await api().send([application()])).status).toBe(400)
  })

  test('a double click returns the first reference and stores one row', async () => {
    const app = application()
    const first = await api().send(app)
    const second = await api().send({ ...app, panCard: app.panCard.toLowerCase() })
    expect(second.status).toBe(201)
    expect(second.body.reference).toBe(first.body.reference)
    const rows = await site.deps
      .db('loan_applications')
      .where({ mobile_number: '9988776655', loan_amount: 200000, reference: first.body.reference })
    expect(rows).toHaveLength(1)
    const other = await api().send({ ...app, loanAmount: '2,50,000' })
    expect(other.body.reference).not.toBe(first.body.reference)
  })

  test('a double click with the e-mail in capitals is still a double click: the first reference, one row', async () => {
    const app = application({ email: 'meera.caps@example.com' })
    const own = () => api().set('X-Forwarded-For', '203.0.113.191')
    const first = await own().send(app)
    const again = await own().send({ ...app, email: 'MEERA.CAPS@example.com' })
    expect(again.body.reference).toBe(first.body.reference)
    expect(await site.deps.db('loan_applications').where({ email: 'meera.caps@example.com' })).toHaveLength(1)
  })

  // A stranger who knows someone's PAN, mobile and amount (docs/decisions/191): the reference would open
  // the tracker with the date of birth printed on the PAN card.
  test("a stranger with the owner's PAN, mobile and amount but another e-mail or date of birth gets a reference of their own, and the owner's goes to the owner's inbox", async () => {
    const owner = application({ email: 'owner191@example.com' })
    // Each from an address of its own, as a stranger would send them.
    const from = (n: number) => api().set('X-Forwarded-For', `198.51.100.${n}`)
    const first = await from(1).send(owner)
    expect(first.status).toBe(201)
    const strangers = [
      { ...owner, email: 'stranger191@example.com' },
      { ...owner, dateOfBirth: '01/01/1985' },
      { ...owner, email: 'other191@example.com', dateOfBirth: '02/02/1986' },
    ]
    const answers = []
    for (const [i, stranger] of strangers.entries()) answers.push(await from(i + 2).send(stranger))
    for (const res of answers) {
      expect(res.status).toBe(201)
      expect(Object.keys(res.body)).toEqual(Object.keys(first.body))
      expect(res.body.reference).toMatch(/^LP-\d{4}-[0-9A-Z]{6}$/)
      expect(res.body.reference).not.toBe(first.body.reference)
      expect(await row(res.body.reference)).toMatchObject({ status: 'new' })
    }
    // The owner's reference is in no message but to the owner's own address.
    const mail: { recipient: string; kind: string; payload: string }[] = await site.deps.db('outbox').select('recipient', 'kind', 'payload')
    // The desk's alert has no recipient: it goes to the company.
    const carrying = mail.filter((m) => m.recipient !== null && m.payload.includes(first.body.reference))
    expect(new Set(carrying.map((m) => m.recipient))).toEqual(new Set(['owner191@example.com']))
    expect(carrying.filter((m) => m.kind === 'lost_reference').map((m) => JSON.parse(m.payload))).toContainEqual({
      references: [first.body.reference],
      language: 'en',
      cause: 'repeat',
    })
  })

  test('a request from another site is refused with 403', async () => {
    const res = await request(site.url).post('/api/v1/loan-application').set('Origin', 'https://evil.example').send(application())
    expect(res.status).toBe(403)
  })

  test('a filled honeypot sees success and nothing is stored', async () => {
    const res = await api().send(application({ website: 'http://spam.example' }))
    expect(res.status).toBe(201)
    expect(await row(res.body.reference)).toBeUndefined()
  })
})

describe('POST /apply-now without JavaScript', () => {
  const form = () => request(site.url).post('/apply-now').set('Origin', site.url).type('form')

  test('a valid form is stored, then 303 to / where the flash shows the reference', async () => {
    const app = application()
    const res = await form().send({ ...app, isChecked: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
    expect(res.headers.location).not.toContain(app.panCard)
    const cookie = res.headers['set-cookie'] as unknown as string[]
    const home = await request(site.url)
      .get('/')
      .set('Cookie', cookie.map((c) => c.split(';')[0]).join('; '))
    const reference = /Your reference number is (?:<[^>]+>)?(LP-\d{4}-[0-9A-Z]{6})/.exec(home.text)?.[1]
    expect(home.text).toContain('Form submitted successfully!')
    expect(reference).toBeDefined()
    expect(await row(reference!)).toMatchObject({ full_name: 'Meera Iyer' })
  })

  test("a stranger's form with the owner's PAN, mobile and amount but another e-mail and date of birth lands on / with a reference of its own", async () => {
    const owner = application({ email: 'owner191form@example.com' })
    const first = await api().set('X-Forwarded-For', '198.51.100.20').send(owner)
    const res = await form()
      .set('X-Forwarded-For', '198.51.100.21')
      .send({ ...owner, email: 'stranger191form@example.com', dateOfBirth: '03/03/1987', isChecked: 'on' })
    expect(res.status).toBe(303)
    const cookie = res.headers['set-cookie'] as unknown as string[]
    const home = await request(site.url)
      .get('/')
      .set('Cookie', cookie.map((c) => c.split(';')[0]).join('; '))
    const reference = /Your reference number is (?:<[^>]+>)?(LP-\d{4}-[0-9A-Z]{6})/.exec(home.text)?.[1]
    expect(reference).toBeDefined()
    expect(reference).not.toBe(first.body.reference)
    expect(home.text).not.toContain(first.body.reference)
    expect(await row(reference!)).toMatchObject({ email: 'stranger191form@example.com' })
  })

  test('an invalid form gets 422 with messages and the typed values kept', async () => {
    const res = await form().send({ ...application(), fullName: 'Meera 2', pinCode: '6000' })
    expect(res.status).toBe(422)
    expect(res.text).toContain('Name should contain only letters')
    expect(res.text).toContain('Pin Code must be 6 digits')
    expect(res.text).toContain('value="Meera 2"')
    expect(res.text).toContain('value="6000"')
  })
})

test('the rate limit answers a friendly 429 page that keeps the typed values', async () => {
  const limited = await startSite({ env: { RATE_LIMIT_FORMS: '2' } })
  try {
    const post = () => request(limited.url).post('/apply-now').set('Origin', limited.url).type('form').send({ fullName: 'Kept Name' })
    expect((await post()).status).toBe(422)
    expect((await post()).status).toBe(422)
    const third = await post()
    expect(third.status).toBe(429)
    expect(third.text).toContain('Too many attempts from your connection')
    expect(third.text).toContain('value="Kept Name"')
    const json = await request(limited.url).post('/api/v1/loan-application').set('Origin', limited.url).send(application())
    expect(json.status).toBe(429)
    // The Hindi form says the same in Hindi.
    const hindi = await request(limited.url).post('/hi/apply-now').set('Origin', limited.url).type('form').send({ fullName: 'Kept Name' })
    expect(hindi.status).toBe(429)
    expect(hindi.text).toContain(catalogues.hi.common.tooMany)
    expect(hindi.text).toContain('value="Kept Name"')
  } finally {
    await limited.close()
  }
})

test('the plain PAN of a stored application is nowhere in the SQLite file, its WAL, or the log', async () => {
  const pan = 'PLAIN9876Z'
  const res = await api().send(application({ panCard: pan }))
  expect(res.status).toBe(201)
  // The same PAN through the no-JS form: once rejected (422, echoed only to its typist), once stored.
  const form = () => request(site.url).post('/apply-now').set('Origin', site.url).type('form')
  expect((await form().send({ ...application({ panCard: pan }), pinCode: '1', isChecked: 'on' })).status).toBe(422)
  expect((await form().send({ ...application({ panCard: pan, loanAmount: '3,33,000' }), isChecked: 'on' })).status).toBe(303)
  const file = site.deps.env.DATABASE_URL
  const bytes = [file, `${file}-wal`].filter((f) => fs.existsSync(f)).map((f) => fs.readFileSync(f))
  expect(bytes.length).toBeGreaterThan(0)
  // The row is really there (its reference is in the bytes), only the PAN is not.
  expect(bytes.some((b) => b.includes(res.body.reference))).toBe(true)
  for (const b of bytes) {
    expect(b.includes(pan)).toBe(false)
    expect(b.includes(pan.toLowerCase())).toBe(false)
  }
  expect(site.logs.join('\n')).not.toContain(pan)
})

// One handler per form (docs/decisions/127): the page's script posts the form's own body to the form's
// own route and asks for JSON; it gets the API's answers, and the browser's cookie for the home page.
describe('POST /apply-now from the page, asking for JSON', () => {
  const fromPage = (body: Record<string, unknown>) =>
    request(site.url)
      .post('/apply-now')
      .set('Origin', site.url)
      .set('Sec-Fetch-Site', 'same-origin')
      .set('Accept', 'application/json')
      .type('form')
      .send(Object.fromEntries(Object.entries(body).map(([k, v]) => [k, v === true ? 'on' : String(v)])))

  test('a valid form body is stored, answered 201 with the reference, and leaves the flash for /', async () => {
    const res = await fromPage(application())
    expect(res.status).toBe(201)
    expect(res.body.reference).toMatch(/^LP-\d{4}-[0-9A-Z]{6}$/)
    expect(await row(res.body.reference)).toMatchObject({ status: 'new', loan_amount: 200000, city: 'Chennai' })
    expect(String(res.headers['set-cookie'])).toMatch(/lp\.flash=/)
  })

  test('a form body with mistakes gets the same 400 and messages as the API, and nothing is stored', async () => {
    const bad = application({ pinCode: '12', isChecked: '' })
    const [page, json] = await Promise.all([fromPage(bad), api().send({ ...bad, isChecked: false })])
    expect(page.status).toBe(400)
    expect(page.body).toEqual(json.body)
    expect(page.body.errors).toEqual({ pinCode: 'Pin Code must be 6 digits', isChecked: 'You must agree to the terms and conditions' })
  })

  test('without asking for JSON, the same route still answers the browser with HTML: 303 to /', async () => {
    const res = await request(site.url)
      .post('/apply-now')
      .set('Origin', site.url)
      .type('form')
      .send({ ...application(), monthlyIncome: '52000', isChecked: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/')
  })
})

describe('an application remembers its language (docs/decisions/176)', () => {
  // A client address of its own, so these stay out of the other stories' rate limit.
  const hindiForm = () =>
    request(site.url).post('/hi/apply-now').set('Origin', site.url).set('X-Forwarded-For', '203.0.113.176').type('form')

  test('a Hindi form with mistakes gets 422 with every message in Hindi, the typed values kept', async () => {
    const res = await hindiForm().send({ fullName: 'Meera 2', pinCode: '6000' })
    expect(res.status).toBe(422)
    expect(res.text).toContain('<html lang="hi"')
    expect(res.text).toContain('नाम में केवल अक्षर होने चाहिए')
    expect(res.text).toContain('पिन कोड 6 अंकों का होना चाहिए')
    expect(res.text).toContain('ऋण राशि आवश्यक है')
    expect(res.text).toContain('कृपया चिह्नित फ़ील्ड ठीक करें।')
    expect(res.text).not.toContain('Pin Code must be 6 digits')
    expect(res.text).toContain('value="Meera 2"')
  })

  test('a valid Hindi form is stored as Hindi, then 303 to /hi, where the acknowledgement is in Hindi', async () => {
    const res = await hindiForm().send({ ...application({ loanType: 'home' }), isChecked: 'on' })
    expect(res.status).toBe(303)
    expect(res.headers.location).toBe('/hi')
    const cookie = res.headers['set-cookie'] as unknown as string[]
    const home = await request(site.url)
      .get('/hi')
      .set('Cookie', cookie.map((c) => c.split(';')[0]).join('; '))
    expect(home.text).toContain('फ़ॉर्म सफलतापूर्वक जमा हो गया!')
    const reference = /आपकी संदर्भ संख्या (?:<[^>]+>)?(LP-\d{4}-[0-9A-Z]{6})/.exec(home.text)?.[1]
    expect(reference).toBeDefined()
    expect(home.text).toContain('ये दस्तावेज़ तैयार रखें')
    expect(home.text).toContain('href="/hi/track"')
    expect(await row(reference!)).toMatchObject({ language: 'hi', loan_type: 'home' })
  })

  test('an amount the form cannot take is explained in Hindi, with a consultation link on the Hindi contact page', async () => {
    const res = await request(site.url).get('/hi/apply-now?amount=2500000')
    expect(res.text).toContain('आपने ₹25,00,000 के बारे में पूछा है।')
    expect(res.text).toContain('href="/hi/contact-us?loan=Personal+Loan&amp;amount=2500000#contact-form"')
  })

  test('the Hindi page’s own JSON post is refused in Hindi; the API told "hi" is still refused in English (docs/decisions/227)', async () => {
    const bad = application({ pinCode: '12', isChecked: '' })
    const fromHindiPage = await request(site.url)
      .post('/hi/apply-now')
      .set('Origin', site.url)
      .set('X-Forwarded-For', '203.0.113.178')
      .set('Accept', 'application/json')
      .type('form')
      .send(bad)
    expect(fromHindiPage.status).toBe(400)
    expect(fromHindiPage.body).toEqual({
      message: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
      errors: { pinCode: 'पिन कोड 6 अंकों का होना चाहिए', isChecked: 'आपको नियम और शर्तों से सहमत होना होगा' },
    })
    const fromApi = await api()
      .set('X-Forwarded-For', '203.0.113.178')
      .send({ ...bad, isChecked: false, language: 'hi' })
    expect(fromApi.body).toEqual({
      message: 'Please correct the highlighted fields.',
      errors: { pinCode: 'Pin Code must be 6 digits', isChecked: 'You must agree to the terms and conditions' },
    })
  })

  test('the JSON API keeps English messages; it stores English unless told "hi", and refuses another language', async () => {
    const own = () => api().set('X-Forwarded-For', '203.0.113.177')
    const plain = await own().send(application())
    expect(await row(plain.body.reference)).toMatchObject({ language: 'en' })
    const hindi = await own().send(application({ language: 'hi' }))
    expect(hindi.status).toBe(201)
    expect(hindi.body.message).toBe('Form submitted successfully!')
    expect(await row(hindi.body.reference)).toMatchObject({ language: 'hi' })
    const french = await own().send(application({ language: 'fr' }))
    expect(french.status).toBe(400)
    expect(french.body.errors).toEqual({ language: "Unknown language: send 'en' or 'hi'" })
  })
})
