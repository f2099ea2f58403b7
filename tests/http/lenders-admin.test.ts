import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { lenderMessages } from '#src/shared/schemas/lenders'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { countRows } from '../setup/test-db'
import { ashaForm as asha, personalProductForm as personal } from '../setup/lender-fixtures'

// Issue 43, items 1 and 2 (docs/decisions/201, 202): the admin adds, edits, pauses and removes
// lenders and their products with plain forms, as a browser without JavaScript posts them; each
// change is in the audit log, and /disclosures and the home page read the same list.

let site: TestSite
let cookie: string
let csrf: string

beforeAll(async () => {
  site = await startSite()
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  const page = await request(site.url).get('/admin-dashboard/lenders').set('Cookie', cookie)
  csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!
})
afterAll(() => site.close())

const LENDERS = '/admin-dashboard/lenders'
const get = (path: string, more: string[] = []) =>
  request(site.url)
    .get(path)
    .set('Cookie', [cookie, ...more].join('; '))
/** The cookies a response set (the flash, after a 303), as a request sends them back. */
const setCookies = (res: request.Response) => ((res.headers['set-cookie'] ?? []) as unknown as string[]).map((c) => c.split(';')[0]!)
const post = (path: string, body: object) =>
  request(site.url)
    .post(path)
    .set({ Origin: site.url, Cookie: cookie })
    .type('form')
    .send({ _csrf: csrf, ...body })
/** The text of a page, tags and whitespace folded, for "says" checks. */
const words = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')

async function auditActions(subject: string): Promise<string[]> {
  const rows = await site.deps.db('audit_log').where('subject', 'like', `%${subject}%`).orderBy('id')
  return rows.map((r: { action: string; actor: string }) => `${r.actor} ${r.action}`)
}

describe('the admin’s lenders', () => {
  test('/disclosures and the home page list the six sample lenders from the database, each labelled a sample', async () => {
    const disclosures = await request(site.url).get('/disclosures')
    const rows = [...disclosures.text.matchAll(/<th scope="row">(.*?)<\/th>/g)].map((m) => words(m[1]!).trim())
    expect(rows).toEqual([
      'Sahyog Finance Limited Sample',
      'Trivan Bank Limited Sample',
      'Nirmala Capital Private Limited Sample',
      'Pankh Credit Limited Sample',
      'Kaveri Fincorp Limited Sample',
      'Pragati Bank Limited Sample',
    ])
    expect(words(disclosures.text)).toContain('Sample: the lenders marked “Sample” below are the bundled example of a fresh install')
    const home = await request(site.url).get('/')
    // The wordmarks of public/images/lenders, each named a sample.
    expect(home.text).toContain('<img src="/images/lenders/lender-1.svg" alt="Sahyog Finance (sample)"')
    expect(home.text).toContain('<img src="/images/lenders/lender-6.svg" alt="Pragati Bank (sample)"')
    const hindi = await request(site.url).get('/hi/disclosures')
    expect(hindi.text).toContain('Sahyog Finance Limited<span class="disclosure-sample-tag">नमूना</span>')
  })

  test('the admin adds a lender and a product, edits, pauses and removes them; the public pages follow and the audit log has each change', async () => {
    const added = await post(LENDERS, asha)
    expect(added.status).toBe(303)
    const page = added.headers.location as string
    expect(page).toMatch(/^\/admin-dashboard\/lenders\/\d+$/)
    const shown = await get(page, setCookies(added))
    expect(words(shown.text)).toContain('Lender added Asha Finance')
    expect(shown.text).toContain('value="Asha Finance Private Limited"')

    // A real lender: named on /disclosures without a sample label, and written out on the home strip.
    expect((await request(site.url).get('/disclosures')).text).toContain('<th scope="row">Asha Finance Private Limited</th>')
    expect((await request(site.url).get('/')).text).toContain('<span class="lender-wordmark">Asha Finance</span>')

    const product = await post(`${page}/products`, personal)
    expect(product.status).toBe(303)
    const productId = /#product-(\d+)$/.exec(product.headers.location as string)![1]!
    const withProduct = words((await get(page)).text)
    expect(withProduct).toContain(
      'Loan type: Personal Loan Amount: ₹50,000 – ₹5,00,000 Tenure: 12 – 48 months Rate: 12.5% fixed Processing fee: 1.5% + 18% GST',
    )
    expect(withProduct).toContain('Karnataka, Kerala')

    expect((await post(page, { ...asha, legalName: 'Asha Finance Limited', coolingOffDays: '5' })).status).toBe(303)
    expect((await request(site.url).get('/disclosures')).text).toContain('<th scope="row">Asha Finance Limited</th>')
    const productPage = `${page}/products/${productId}`
    const floating = {
      ...personal,
      rateKind: 'floating',
      rate: '',
      benchmark: 'RBI repo rate',
      benchmarkRate: '5.5',
      spread: '6',
      statesServed: 'all',
    }
    expect((await post(productPage, floating)).status).toBe(303)
    expect(words((await get(page)).text)).toContain('Rate: 11.5% floating (RBI repo rate 5.5% + 6%) Processing fee: 1.5% + 18% GST')

    expect((await post(`${productPage}/pause`, {})).status).toBe(303)
    expect((await post(`${page}/pause`, {})).status).toBe(303)
    expect((await request(site.url).get('/disclosures')).text).not.toContain('Asha Finance')
    expect(words((await get(LENDERS)).text)).toContain(
      'Lender: Asha Finance Asha Finance Limited RBI registration: N-14.03268 Products: 1 (0 active) Cooling-off: 5 days Status: Paused',
    )
    expect((await post(`${page}/resume`, {})).status).toBe(303)
    expect((await request(site.url).get('/disclosures')).text).toContain('Asha Finance Limited')

    // Removal asks for the box first.
    const unticked = await post(`${productPage}/remove`, {})
    expect(unticked.status).toBe(422)
    expect(unticked.text).toContain(lenderMessages.confirmRemove)
    expect((await post(`${productPage}/remove`, { confirm: 'on' })).status).toBe(303)
    const removed = await post(`${page}/remove`, { confirm: 'on' })
    expect([removed.status, removed.headers.location]).toEqual([303, LENDERS])
    expect((await get(page)).status).toBe(404)
    expect((await request(site.url).get('/disclosures')).text).not.toContain('Asha Finance')

    const by = TEST_ADMIN.email
    expect(await auditActions('Asha Finance')).toEqual([
      `${by} lender.add`,
      `${by} lender_product.add`,
      `${by} lender.update`,
      `${by} lender_product.update`,
      `${by} lender_product.pause`,
      `${by} lender.pause`,
      `${by} lender.resume`,
      `${by} lender_product.remove`,
      `${by} lender.remove`,
    ])
  })

  test('with every lender paused, /disclosures says there is no active lending partner, in English and Hindi, and shows no empty table', async () => {
    const ids = (await site.deps.db('lenders').where({ active: true }).pluck('id')) as number[]
    try {
      for (const id of ids) expect((await post(`${LENDERS}/${id}/pause`, {})).status).toBe(303)
      const english = await request(site.url).get('/disclosures')
      expect(words(english.text)).toContain('We have no active lending partner at the moment.')
      expect(english.text).not.toContain('data-testid="lenders"')
      const hindi = await request(site.url).get('/hi/disclosures')
      expect(words(hindi.text)).toContain('इस समय हमारा कोई सक्रिय ऋणदाता साझेदार नहीं है।')
    } finally {
      for (const id of ids) await post(`${LENDERS}/${id}/resume`, {})
    }
  })

  test('every bad input answers 422 with its message under its field and the typed values kept, and nothing is saved', async () => {
    const before = [
      await countRows(site.deps.db, 'lenders'),
      await countRows(site.deps.db, 'lender_products'),
      await countRows(site.deps.db, 'audit_log'),
    ]
    const lender = await post(LENDERS, { ...asha, displayName: 'Kiran Credit', coolingOffDays: '0' })
    expect(lender.status).toBe(422)
    expect(lender.text).toContain('The cooling-off period must be at least 1 day (and at most 365)')
    expect(lender.text).toContain(lenderMessages.invalid)
    expect(lender.text).toContain('value="Kiran Credit"')
    expect(lender.text).toContain('value="https://asha-finance.example"')
    expect(lender.text).toMatch(/id="f-coolingOffDays"[^>]*aria-invalid="true"/)

    const taken = await post(LENDERS, { ...asha, displayName: 'Trivan Bank' })
    expect([taken.status, taken.text.includes(lenderMessages.displayNameTaken)]).toEqual([422, true])

    const trivan = '/admin-dashboard/lenders/2'
    const cases: [object, string][] = [
      [{ minAmount: '6,00,000' }, 'The lowest amount must not be above the highest amount'],
      [{ rate: '0' }, 'The rate must be above 0% and at most 100%'],
      [{ rate: '100.5' }, 'The rate must be above 0% and at most 100%'],
      [{ processingFee: '101' }, 'The processing fee must be at most 100%'],
      [{ states: ['Karnataka', 'Atlantis'] }, 'Unknown state or union territory: Atlantis'],
    ]
    for (const [bad, message] of cases) {
      const res = await post(`${trivan}/products`, { ...personal, ...bad })
      expect([res.status, words(res.text).includes(message)]).toEqual([422, true])
      // The states ticked stay ticked.
      expect(res.text).toMatch(/checked="" value="Karnataka"/)
    }
    // Editing a sample product with a bad rate leaves it as it was.
    const edit = await post(`${trivan}/products/3`, { ...personal, rate: '0' })
    expect(edit.status).toBe(422)
    expect(edit.text).toContain('value="0"')
    expect(await site.deps.db('lender_products').where({ id: 3 }).first('rate_bp', 'min_amount')).toEqual({
      rate_bp: 1075,
      min_amount: 1_00_000,
    })
    expect([
      await countRows(site.deps.db, 'lenders'),
      await countRows(site.deps.db, 'lender_products'),
      await countRows(site.deps.db, 'audit_log'),
    ]).toEqual(before)
  })

  test('an unknown lender or a product under another lender is not found; a post without the token or the session changes nothing', async () => {
    expect((await get(`${LENDERS}/999`)).status).toBe(404)
    expect((await get(`${LENDERS}/abc`)).status).toBe(404)
    // Product 1 is Sahyog Finance's, not Trivan Bank's.
    expect((await get(`${LENDERS}/2/products/1`)).status).toBe(404)
    expect((await post(`${LENDERS}/2/products/1/pause`, {})).status).toBe(404)
    const noToken = await request(site.url).post(`${LENDERS}/1/pause`).set({ Origin: site.url, Cookie: cookie }).type('form').send({})
    expect(noToken.status).toBe(403)
    const anonymous = await request(site.url).post(`${LENDERS}/1/pause`).set({ Origin: site.url }).type('form').send({ _csrf: csrf })
    expect([anonymous.status, anonymous.headers.location]).toEqual([303, '/admin'])
    expect(await site.deps.db('lenders').where({ id: 1 }).first('active')).toMatchObject({ active: 1 })
  })
})
