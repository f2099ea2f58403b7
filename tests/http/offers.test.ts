import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { ashaForm, personalProductForm } from '../setup/lender-fixtures'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 43, items 3–6 (docs/decisions/220, 206): after a valid application the borrower sees every
// matching offer of the sample catalogue, behind a pass that no address can guess; changes the tenure
// with a plain GET; opens an offer's KFS; chooses one with consent, or none; and the desk sees it.
// Each story is its own client (X-Forwarded-For), so the forms' limits count each apart.

let site: TestSite
let client = 0
const nextClient = () => `203.0.113.${++client}`

beforeAll(async () => {
  site = await startSite({ env: { TRUST_PROXY: '1' } })
})
afterAll(() => site.close())

/** The text of a page, tags and whitespace folded. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, '’')
    .replace(/\s+/g, ' ')

let seq = 0

interface Borrower {
  ip: string
  /** The offers pass, as the browser sends it back. */
  pass: string
  reference: string
}

/** Applies with the form, as a browser without JavaScript does, and keeps the pass the 303 sets. */
async function applies(overrides: Record<string, string> = {}, path = '/apply-now'): Promise<Borrower> {
  const ip = nextClient()
  const res = await request(site.url)
    .post(path)
    .set({ Origin: site.url, 'X-Forwarded-For': ip })
    .type('form')
    .send(offersApplication(++seq, overrides))
  expect(res.status).toBe(303)
  const cookies = res.headers['set-cookie'] as unknown as string[]
  const passes = cookies.filter((c) => c.startsWith('lp.offers='))
  // One cookie per language's offers pages, HttpOnly, for two hours, never sent to any other page.
  expect(passes.map((c) => /Path=([^;]+)/.exec(c)![1]).sort()).toEqual(['/hi/offers', '/offers'])
  for (const c of passes) expect(c).toMatch(/HttpOnly/i)
  for (const c of passes) expect(c).toMatch(/Max-Age=7200/)
  const flash = cookies.find((c) => c.startsWith('lp.flash='))!.split(';')[0]!
  const home = await request(site.url).get('/').set('Cookie', flash)
  const reference = /LP-\d{4}-[0-9A-Z]{6}/.exec(home.text)![0]
  expect(home.text).toContain('See your matching offers')
  return { ip, pass: passes[0]!.split(';')[0]!, reference }
}

const look = (b: Borrower, path = '/offers') => request(site.url).get(path).set({ Cookie: b.pass, 'X-Forwarded-For': b.ip })
const choose = (b: Borrower, fields: Record<string, string>, path = '/offers') =>
  request(site.url).post(path).set({ Origin: site.url, Cookie: b.pass, 'X-Forwarded-For': b.ip }).type('form').send(fields)

/** The offers shown: lender, then each figure's value, in order. */
function offersOn(html: string): string[][] {
  return [...html.matchAll(/<article[^>]*data-testid="offer"[^>]*>([\s\S]*?)<\/article>/g)].map((m) => [
    words(/<h2[^>]*>([\s\S]*?)<\/h2>/.exec(m[1]!)![1]!).trim(),
    ...[...m[1]!.matchAll(/<dd>([\s\S]*?)<\/dd>/g)].map((d) => words(d[1]!).trim()),
  ])
}

const productIdOf = (html: string, lender: string) => /name="productId" value="(\d+)"/.exec(html.slice(html.indexOf(`>${lender}<`)))![1]!

describe('every matching offer, after applying', () => {
  test('a ₹5 lakh personal loan in Maharashtra: Trivan Bank then Sahyog Finance with every figure, and why the other four have none', async () => {
    const b = await applies()
    const page = await look(b)
    expect(page.status).toBe(200)
    expect(page.headers['cache-control']).toMatch(/^no-store/)
    expect(page.text).toContain('<h1>Your matching offers</h1>')
    expect(offersOn(page.text)).toEqual([
      [
        'Trivan Bank Sample',
        '₹5,00,000',
        '36 months',
        '10.75% a year, fixed',
        '11.57% a year',
        '₹16,310 a month',
        '₹5,900 (₹5,000 + ₹900 GST)',
        '₹93,068 (interest and fees)',
        '1.5% a month on the overdue instalment',
        '1 day',
      ],
      [
        'Sahyog Finance Sample',
        '₹5,00,000',
        '36 months',
        '13.5% a year, fixed',
        '15.18% a year',
        '₹16,968 a month',
        '₹11,800 (₹10,000 + ₹1,800 GST)',
        '₹1,22,635 (interest and fees)',
        '2% a month on the overdue instalment',
        '3 days',
      ],
    ])
    const text = words(page.text)
    expect(text).toContain('Kaveri Fincorp Sample does not lend in Maharashtra')
    expect(text).toContain('Nirmala Capital Sample lends between ₹15,000 and ₹3,00,000 for this loan')
    expect(text).toContain('Pankh Credit Sample does not offer Personal Loans')
    expect(text).toContain('Pragati Bank Sample does not offer Personal Loans')
    // No offer is recommended or chosen in advance; the rule is one link away.
    expect(text).not.toMatch(/recommended for you|best offer|You chose/i)
    expect(page.text).not.toMatch(/<input[^>]*name="consent"[^>]*checked/)
    expect(page.text).toContain('href="/how-we-match"')
    // The page ships no script at all.
    expect(page.text).not.toMatch(/<script[^>]*src=/)
  })

  test('another tenure is a GET: each offer takes it, or the nearest end of its range, and says so; nonsense is refused in words', async () => {
    const b = await applies({ loanAmount: '2,00,000', state: 'Karnataka', city: 'Bengaluru' })
    const sixty = await look(b, '/offers?tenure=60')
    expect(offersOn(sixty.text).map((o) => [o[0], o[2]])).toEqual([
      ['Trivan Bank Sample', '60 months'],
      ['Sahyog Finance Sample', '60 months'],
      ['Kaveri Fincorp Sample', '48 months, the longest this lender offers'],
      ['Nirmala Capital Sample', '36 months, the longest this lender offers'],
    ])
    for (const nonsense of ['abc', '0', '481', '-12', '3.5', '<script>']) {
      const res = await look(b, `/offers?tenure=${encodeURIComponent(nonsense)}`)
      expect(res.status).toBe(200)
      expect(words(res.text)).toContain('Enter the tenure in whole months, from 1 to 480. The offers below are for 36 months.')
      expect(res.text).not.toContain('<script>')
    }
  })

  test('no pass, a forged one, or another purpose’s sealed value: the page says to look the application up first', async () => {
    const b = await applies()
    // A changed character inside the sealed body (the last one may only change unused padding bits).
    const at = b.pass.indexOf('.', 'lp.offers='.length + 3) + 3
    const forged = b.pass.slice(0, at) + (b.pass[at] === 'A' ? 'B' : 'A') + b.pass.slice(at + 1)
    for (const cookie of ['', forged, 'lp.offers=abc']) {
      const res = await request(site.url).get('/offers').set('Cookie', cookie)
      expect(res.status).toBe(200)
      expect(words(res.text)).toContain('Look up your application first')
      expect(res.text).not.toContain('data-testid="offer"')
    }
    expect(
      (await request(site.url).post('/offers').set('Origin', site.url).type('form').send({ productId: '1', consent: 'on' })).status,
    ).toBe(403)
    // An application erased while its pass lives: the same look-up page, and a choice is refused.
    await site.deps.db('loan_applications').where({ reference: b.reference }).update({ erased_at: new Date().toISOString() })
    const erased = await look(b)
    expect(erased.status).toBe(200)
    expect(words(erased.text)).toContain('Look up your application first')
    expect((await choose(b, { productId: '3', tenure: '36', consent: 'on' })).status).toBe(404)
  })

  test('the tracker opens the offers too: a look-up, then "See your matching offers"', async () => {
    const b = await applies()
    const ip = nextClient()
    const found = await request(site.url)
      .post('/track')
      .set({ Origin: site.url, 'X-Forwarded-For': ip })
      .type('form')
      .send({ reference: b.reference, dateOfBirth: '15/06/1994' })
    const token = /name="token" value="([^"]+)"/.exec(found.text)![1]!
    expect(found.text).toContain('See your matching offers')
    const opened = await request(site.url)
      .post('/track')
      .set({ Origin: site.url, 'X-Forwarded-For': ip })
      .type('form')
      .send({ token, intent: 'see_offers' })
    expect(opened.status).toBe(303)
    expect(opened.headers.location).toBe('/offers')
    const pass = (opened.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.offers='))!.split(';')[0]!
    expect(offersOn((await look({ ...b, pass })).text).map((o) => o[0])).toEqual(['Trivan Bank Sample', 'Sahyog Finance Sample'])
  })

  test('an offer’s KFS is the true-cost tool’s KFS for its amount, tenure, rate and fee, naming the lender and its cooling-off period', async () => {
    const b = await applies()
    const offers = await look(b)
    const trivan = productIdOf(offers.text, 'Trivan Bank')
    expect(offers.text).toContain(`href="/offers/kfs?product=${trivan}"`)
    const kfs = await look(b, `/offers/kfs?product=${trivan}`)
    expect(kfs.status).toBe(200)
    const text = words(kfs.text)
    expect(text).toContain('Trivan Bank (Trivan Bank Limited), RBI registration BANK-000001 (Sample)')
    expect(text).toContain('Cooling-off period of this lender: 1 day.')
    // Its cooling-off calculator starts from this lender's period.
    expect(kfs.text).toMatch(/name="period"[^>]*value="1"/)
    expect(text).toContain('1.5% a month on the overdue instalment')
    // The tool's own KFS for the same figures says the same APR and EMI.
    const tool = words(
      (await request(site.url).get('/loan-tools/true-cost/kfs?amount=500000&rate=10.75&months=36&feeKind=percent&fee=1&gst=1')).text,
    )
    for (const figure of ['11.57%', '₹16,310']) {
      expect(text).toContain(figure)
      expect(tool).toContain(figure)
    }
    // An offer not shown, or no pass: back to the offers page, which says what to do.
    for (const res of [await look(b, '/offers/kfs?product=999999'), await request(site.url).get(`/offers/kfs?product=${trivan}`)]) {
      expect(res.status).toBe(302)
      expect(res.headers.location).toBe('/offers')
    }
  })
})

describe('choosing an offer', () => {
  test('choosing asks for consent; the choice is recorded with the offer as shown, can change, and the desk sees it', async () => {
    const b = await applies()
    const offers = await look(b)
    const trivan = productIdOf(offers.text, 'Trivan Bank')
    const sahyog = productIdOf(offers.text, 'Sahyog Finance')

    const unticked = await choose(b, { productId: trivan, tenure: '36' })
    expect(unticked.status).toBe(422)
    expect(words(unticked.text)).toContain('Tick the box to agree that we share your application with Trivan Bank')

    const chose = await choose(b, { productId: trivan, tenure: '36', consent: 'on' })
    expect(chose.status).toBe(303)
    expect(chose.headers.location).toBe('/offers')
    expect(words((await look(b)).text)).toContain('You chose Trivan Bank 36 months, APR 11.57% a year, EMI ₹16,310 a month.')

    const { id } = await site.deps.db('loan_applications').select('id').where({ reference: b.reference }).first()
    const ledger = await site.deps.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' }).orderBy('id')
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({ given: expect.anything(), via: 'offers', notice_version: 'lender-share-2026-11-v1' })
    expect(JSON.parse(ledger[0].details)).toMatchObject({ lender: 'Trivan Bank', amount: 5_00_000, tenure: 36, emi: 16_310 })

    // Another tenure, another lender: the choice follows the page as shown.
    expect((await choose(b, { productId: sahyog, tenure: '48', consent: 'on' })).headers.location).toBe('/offers?tenure=48')
    const row = await site.deps.db('loan_applications').select('chosen_lender', 'chosen_offer').where({ id }).first()
    expect(row).toEqual({
      chosen_lender: 'Sahyog Finance',
      chosen_offer: 'Sahyog Finance: ₹5,00,000 over 48 months at 13.5% fixed, APR 14.80%, EMI ₹13,538',
    })

    // The desk: the list, the detail and the CSV.
    const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
    const admin = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
    const list = await request(site.url).get(`/admin-dashboard/applications?q=${b.reference}`).set('Cookie', admin)
    expect(words(list.text)).toContain('Sahyog Finance')
    const detail = await request(site.url).get(`/admin-dashboard/applications/${id}`).set('Cookie', admin)
    expect(words(detail.text)).toContain('Chosen offer Sahyog Finance: ₹5,00,000 over 48 months at 13.5% fixed, APR 14.80%, EMI ₹13,538')
    expect(words(detail.text)).toContain('Share with the chosen lender: given')
    const csrf = /name="_csrf" value="([^"]+)"/.exec(list.text)![1]!
    const csv = await request(site.url)
      .post('/admin-dashboard/applications/export')
      .set({ Origin: site.url, Cookie: admin })
      .type('form')
      .send({ _csrf: csrf, q: b.reference })
    expect(csv.text.split('\n')[0]).toMatch(
      /,Chosen lender,Chosen offer,Sent to lender,Sanctioned amount,Sanctioned rate,Sanctioned tenure,Disbursed amount,Disbursed on,Reason\r?$/,
    )
    expect(csv.text).toContain('Sahyog Finance,"Sahyog Finance: ₹5,00,000 over 48 months')

    // None of these: the choice and the consent go.
    expect((await choose(b, { intent: 'none', tenure: '36' })).status).toBe(303)
    expect(await site.deps.db('loan_applications').select('chosen_lender').where({ id }).first()).toEqual({ chosen_lender: null })
    const last = await site.deps.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' }).orderBy('id', 'desc').first()
    expect(Boolean(last.given)).toBe(false)
  })

  test('once the desk has sent the application to a lender, the choice is fixed: 409 and the page says why', async () => {
    const b = await applies()
    const offers = await look(b)
    const trivan = productIdOf(offers.text, 'Trivan Bank')
    expect((await choose(b, { productId: trivan, tenure: '36', consent: 'on' })).status).toBe(303)
    await site.deps.db('loan_applications').where({ reference: b.reference }).update({ status: 'sent_to_lender' })
    const late = await choose(b, { productId: productIdOf(offers.text, 'Sahyog Finance'), tenure: '36', consent: 'on' })
    expect(late.status).toBe(409)
    expect(words(late.text)).toContain('Your application has already been sent to a lender, so the choice can no longer be changed.')
    const page = words((await look(b)).text)
    expect(page).toContain('Your application has been sent to Trivan Bank, so the choice can no longer be changed.')
    expect(page).not.toContain('Choose this offer')
  })

  test('an offer that is not shown, a tampered product id, a cross-site post: refused, nothing written', async () => {
    const b = await applies()
    for (const productId of ['999999', 'abc', '1 OR 1=1', '']) {
      const res = await choose(b, { productId, tenure: '36', consent: 'on' })
      expect(res.status).toBe(404)
      expect(words(res.text)).toContain('That offer is not among your matching offers.')
    }
    const crossSite = await request(site.url)
      .post('/offers')
      .set({ Origin: 'https://evil.example', Cookie: b.pass })
      .type('form')
      .send({ productId: '3', consent: 'on' })
    expect(crossSite.status).toBe(403)
    const { id } = await site.deps.db('loan_applications').select('id').where({ reference: b.reference }).first()
    expect(await site.deps.db('consent_ledger').where({ application_id: id, purpose: 'lender_share' })).toEqual([])
  })
})

describe('no matching offer, and Hindi', () => {
  test('a borrower of 62: the page says no lender has an offer, names every lender with its reason, and offers the free consultation', async () => {
    const b = await applies({ dateOfBirth: '01/01/1964', loanAmount: '2,00,000' })
    const page = await look(b)
    const text = words(page.text)
    expect(offersOn(page.text)).toEqual([])
    expect(text).toContain('No matching offer today')
    expect(page.text).toMatch(/href="\/contact-us\?loan=Personal%20Loan&amp;amount=200000"[^>]*>Book a free consultation/)
    const reasons = [...page.text.matchAll(/<li><strong>([^<]+)<\/strong>[\s\S]*?<\/li>/g)].map((m) => words(m[0]).trim())
    expect(reasons).toEqual([
      'Kaveri Fincorp Sample lends to people aged 21 to 58 on the day they apply',
      'Nirmala Capital Sample lends to people aged 21 to 55 on the day they apply',
      'Pankh Credit Sample does not offer Personal Loans',
      'Pragati Bank Sample does not offer Personal Loans',
      'Sahyog Finance Sample lends to people aged 23 to 58 on the day they apply',
      'Trivan Bank Sample lends to people aged 21 to 58 on the day they apply',
    ])
  })

  test('/hi/offers: the offers, the reasons and the choice in Hindi', async () => {
    const b = await applies({}, '/hi/apply-now')
    const page = await look(b, '/hi/offers')
    const text = words(page.text)
    expect(page.text).toContain('<h1>आपके आवेदन से मेल खाते ऑफ़र</h1>')
    expect(text).toContain('11.57% प्रति वर्ष')
    expect(text).toContain('₹16,310 प्रति माह')
    expect(text).toContain('Kaveri Fincorp नमूना महाराष्ट्र में लोन नहीं देता')
    expect(text).toContain('Pankh Credit नमूना पर्सनल लोन नहीं देता')
    const trivan = productIdOf(page.text, 'Trivan Bank')
    const unticked = await choose(b, { productId: trivan, tenure: '36' }, '/hi/offers')
    expect(unticked.status).toBe(422)
    expect(words(unticked.text)).toContain('Trivan Bank के साथ अपना आवेदन साझा करने की सहमति देने के लिए बॉक्स पर टिक करें')
    const chose = await choose(b, { productId: trivan, tenure: '36', consent: 'on' }, '/hi/offers')
    expect(chose.headers.location).toBe('/hi/offers')
    expect(words((await look(b, '/hi/offers')).text)).toContain('आपने Trivan Bank का ऑफ़र चुना है')
  })
})

describe('the admin’s catalogue and the offers', () => {
  test('a lender and product the admin adds match the next application; paused, the product is gone from the next', async () => {
    const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
    const admin = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
    const csrf = /name="_csrf" value="([^"]+)"/.exec(
      (await request(site.url).get('/admin-dashboard/lenders').set('Cookie', admin)).text,
    )![1]!
    const post = (path: string, body: object) =>
      request(site.url)
        .post(path)
        .set({ Origin: site.url, Cookie: admin })
        .type('form')
        .send({ _csrf: csrf, ...body })
    const lender = (await post('/admin-dashboard/lenders', { ...ashaForm, displayName: 'Asha Offers', legalName: 'Asha Offers Limited' }))
      .headers.location as string
    const added = (await post(`${lender}/products`, personalProductForm)).headers.location as string
    const product = `${lender}/products/${/#product-(\d+)$/.exec(added)![1]}`

    // Karnataka, ₹2 lakh, ₹52,000 a month: Asha's 12.5% personal loan matches, between Trivan and Sahyog.
    const b = await applies({ loanAmount: '2,00,000', monthlyIncome: '52,000', state: 'Karnataka', city: 'Bengaluru' })
    const lenders = offersOn((await look(b)).text).map((o) => o[0])
    expect(lenders).toEqual([
      'Trivan Bank Sample',
      'Asha Offers',
      'Sahyog Finance Sample',
      'Kaveri Fincorp Sample',
      'Nirmala Capital Sample',
    ])

    expect((await post(`${product}/pause`, {})).status).toBe(303)
    const next = await applies({ loanAmount: '2,00,000', monthlyIncome: '52,000', state: 'Karnataka', city: 'Bengaluru' })
    const text = words((await look(next)).text)
    expect(offersOn((await look(next)).text).map((o) => o[0])).not.toContain('Asha Offers')
    expect(text).toContain('Asha Offers does not offer Personal Loans')
    // The first borrower's offers were kept as they were shown.
    expect(offersOn((await look(b)).text).map((o) => o[0])).toContain('Asha Offers')
  })
})
