import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, layoutModes, openPage } from '../setup/browser'
import { devanagariShare, mainText } from '../setup/hindi'
import { startSite, type TestSite } from '../setup/site'

// Issue 26: RBI's KFS directions say the Key Facts Statement "shall be written in a language understood
// by such borrowers". The Hindi illustrative KFS is Hindi item by item, keeps RBI's Annex A numbering,
// prints in Hindi on A4, and the true-cost and prepayment tools that lead to it speak Hindi with
// JavaScript on and off (docs/decisions/180).

let site: TestSite
let browser: Browser

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

const q = (params: Record<string, string>) => new URLSearchParams(params).toString()
const floatingHomeLoan = q({
  amount: '5000000',
  rate: '8.5',
  months: '240',
  feeKind: 'rupees',
  fee: '10000',
  gst: '1',
  rateType: 'floating',
  benchmark: 'repo',
  spread: '3',
  reset: '3',
  insurance: '15000',
  loan: 'home',
})

/** Annex A's items, in RBI's order and with RBI's numbers, as the English KFS marks them. */
const items = [
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'].map((n) => `P1-${n}`),
  ...['1', '2', '3', '4', '5', '6'].map((n) => `P2-${n}`),
  ...['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'].map((n) => `B-${n}`),
]

const headings = [
  'भाग 1 (ब्याज दर और शुल्क)',
  'भाग 2 (अन्य गुणात्मक जानकारी)',
  'अनुलग्नक B: APR की गणना का उदाहरण',
  'अनुलग्नक C: समान आवधिक किस्त (EPI) के तहत चुकौती अनुसूची',
]

async function hindiKfs(page: Page) {
  expect(await page.locator('html').getAttribute('lang')).toBe('hi')
  await expect.poll(() => page.locator('h1').innerText()).toBe('मुख्य तथ्य विवरण: एक उदाहरण, ऑफ़र नहीं')
  for (const item of items) {
    const row = page.locator(`[data-item="${item}"]`)
    expect(await row.count(), item).toBe(1)
    expect(await row.innerText(), item).toMatch(new RegExp(`^${item.split('-')[1]}\\s`))
    // Each item's words are Hindi: more Devanagari letters than Latin ones.
    expect(devanagariShare(await row.innerText()), item).toBeGreaterThan(0.5)
  }
  for (const heading of headings) await expect.poll(() => page.getByRole('heading', { name: heading }).isVisible()).toBe(true)
  expect(devanagariShare(mainText(await page.content()))).toBeGreaterThanOrEqual(0.6)
  // Figures keep Latin digits and Indian grouping; the date has a Hindi month.
  expect(await page.getByTestId('kfs-rate').innerText()).toBe('8.5% प्रति वर्ष, फ़्लोटिंग, घटती शेष राशि पर')
  expect(await page.getByTestId('kfs-to-lender').innerText()).toBe('11,800')
  expect(await page.getByTestId('kfs-to-third-party').innerText()).toBe('15,000')
  expect(await page.getByTestId('kfs-net').innerText()).toBe('₹49,73,200')
  expect(await page.getByTestId('kfs-shock').innerText()).toBe('EPI: +₹795; EPI की संख्या: +13')
  expect(await page.getByTestId('kfs-benchmark').innerText()).toBe('RBI की पॉलिसी रेपो दर')
  expect(await page.getByTestId('kfs-date').innerText()).toMatch(
    /^\d{1,2} (जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्तूबर|अक्टूबर|नवंबर|दिसंबर) \d{4}$/,
  )
  expect(await page.getByTestId('kfs-validity').innerText()).toBe('ऊपर दी गई तारीख से 3 कार्य दिवस तक वैध')
  expect(await page.getByTestId('kfs-row').count()).toBe(240)
}

// What the KFS says is the same at any width, so the story reads it at one; the phone's width is checked
// on the same page by narrowing the window (docs/testing.md).
describe.each(behaviourModes)('$name', (mode) => {
  test('the Hindi KFS is Hindi item by item, with RBI’s numbers, on screen and in print', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/hi/loan-tools/true-cost/kfs?${floatingHomeLoan}`)
    await hindiKfs(page)
    // Back to the figures, in Hindi; the Print button needs script.
    expect(await page.getByRole('link', { name: 'आँकड़े बदलें' }).getAttribute('href')).toMatch(/^\/hi\/loan-tools\/true-cost\?/)
    expect(await page.getByRole('button', { name: 'प्रिंट करें' }).isVisible()).toBe(mode.js)
    // Nothing wider than the screen but the tables' own scrolling regions, on a desktop or a phone.
    expect(await overflowAtLayoutWidths(page)).toEqual([])

    await page.emulateMedia({ media: 'print' })
    await hindiKfs(page)
    expect(await page.locator('.site-header').isVisible()).toBe(false)
    expect(await page.locator('.kfs-actions').isVisible()).toBe(false)
    // Every printed sheet carries the Hindi "illustration, not an offer" line (kfs.css, @page kfs).
    expect(await page.evaluate(() => getComputedStyle(document.body).getPropertyValue('page'))).toBe('kfs')
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--kfs-notice'))).toBe(
      '"उदाहरण, ऑफ़र नहीं: किसी ऋणदाता ने ये आँकड़े न दिए हैं, न मंज़ूर किए हैं।"',
    )
    expect(problems).toEqual([])
    await close()
  })
})

describe('printing', () => {
  test('the Hindi KFS prints on A4 sheets, in Hindi', async () => {
    const { page, close } = await openPage(
      browser,
      layoutModes.find((m) => !m.js && m.width === 1280)!,
    )
    await page.goto(`${site.url}/hi/loan-tools/true-cost/kfs?${floatingHomeLoan}`)
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    const boxes = [...pdf.matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ])
    expect(boxes.length).toBeGreaterThan(1)
    for (const box of boxes) expect(box).toEqual([595, 842])
    // The PDF embeds a Devanagari font: the text is set in Hindi, not in boxes.
    expect(pdf).toMatch(/\/FontName \/[A-Z]{6}\+[^\s/]*(Devanagari|Deva|Lohit|Mukta|Hind|Mangal|Gargi|FreeSans|Noto)/)
    await close()
  })
})

describe.each(behaviourModes)('$name', (mode) => {
  test('the Hindi true-cost tool speaks Hindi and leads to the Hindi KFS', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(
      `${site.url}/hi/loan-tools/true-cost?${q({ amount: '100000', rate: '10', months: '12', feeKind: 'percent', fee: '2', gst: '1' })}`,
    )
    expect(devanagariShare(mainText(await page.content()))).toBeGreaterThanOrEqual(0.6)
    expect(await page.getByTestId('lt-summary').innerText()).toMatch(/^आपको ₹1,00,000 नहीं, ₹97,640 मिलते हैं/)
    if (mode.js) {
      // The script writes the same Hindi as the server, from the words on the page.
      await page.fill('#lt-fee', '100')
      await page.locator('#lt-fee').blur()
      await expect.poll(() => page.locator('#lt-fee-hint').innerText()).toBe('अधिकतम सीमा 10% मानी गई।')
      await page.fill('#lt-fee', '3')
      await page.check('#lt-rateType-floating')
      await expect.poll(() => page.getByTestId('lt-shock').innerText()).toMatch(/^अगर बेंचमार्क 0.25% बढ़ता है: उसी अवधि में हर महीने \+₹\d+/)
      await expect.poll(() => page.getByTestId('lt-summary').innerText()).toMatch(/^आपको ₹1,00,000 नहीं, ₹96,460 मिलते हैं/)
    }
    await page.getByTestId('lt-kfs-link').click()
    await page.waitForURL(/\/hi\/loan-tools\/true-cost\/kfs\?/)
    expect(await page.locator('h1').innerText()).toBe('मुख्य तथ्य विवरण: एक उदाहरण, ऑफ़र नहीं')
    expect(problems).toEqual([])
    await close()
  })

  test('the Hindi prepayment tool speaks Hindi', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    await page.goto(`${site.url}/hi/loan-tools/prepayment`)
    expect(devanagariShare(mainText(await page.content()))).toBeGreaterThanOrEqual(0.6)
    expect(await page.getByTestId('lt-outcome').innerText()).toMatch(/^लोन 120 महीनों के बजाय .* में खत्म होता है: उसी EMI के साथ .* पहले।$/)
    expect(await page.getByTestId('lt-charge-reason').innerText()).toMatch(/^कोई शुल्क नहीं: RBI के 2025 के निदेश/)
    expect(await page.getByTestId('lt-apply').getAttribute('href')).toMatch(/^\/hi\/apply-now\?/)
    // The schedule's CSV keeps the page's language in its address, and is the same file.
    const csv = (await page.getByTestId('lt-csv').getAttribute('href'))!
    expect(csv).toMatch(/^\/hi\/loan-tools\/prepayment\.csv\?/)
    const file = await fetch(`${site.url}${csv}`)
    expect(file.status).toBe(200)
    expect(await file.text()).toBe(await (await fetch(`${site.url}${csv.slice('/hi'.length)}`)).text())
    if (mode.js) {
      await page.check('#lt-mode-reduce-emi')
      await expect.poll(() => page.getByTestId('lt-outcome').innerText()).toMatch(/^आपकी EMI ₹[\d,]+ से घटकर ₹[\d,]+ हो जाती है/)
      await page.check('#lt-floating-0')
      await page.fill('#lt-chargePercent', '2')
      await expect.poll(() => page.getByTestId('lt-charge-reason').innerText()).toMatch(/^स्थिर दर वाले लोन पर/)
    }
    expect(problems).toEqual([])
    await close()
  })
})
