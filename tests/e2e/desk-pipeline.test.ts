import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths, overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, openPage, shot, workerBrowser } from '../setup/browser'
import { sendWaiting } from '../setup/outbox-sender'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { startInbox, type TestInbox } from '../setup/smtp'

// The desk a lending business runs on (issue 44, docs/decisions/228, 229): the admin logs a call, sets
// the next follow-up and works a lead from new to disbursed, the applicant's tracker names each step in the application's language, and each step
// reaches the applicant by e-mail, through a real SMTP server on loopback. A refused step writes nothing.

let site: TestSite
let browser: Browser
let inbox: TestInbox
beforeAll(async () => {
  ;[site, browser, inbox] = await Promise.all([startSite({ env: { RATE_LIMIT_FORMS: '0' } }), workerBrowser(), startInbox()])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await inbox?.close()
  await site?.close()
})

const DOB = '09/07/1988'
const DESK = '/admin-dashboard/applications'
/** Today in India, as a date input takes it. */
const today = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10)

let seq = 0
async function apply(language: 'en' | 'hi') {
  seq += 1
  const person = { email: `kavya${seq}@example.com`, panCard: `KAVYA${String(5100 + seq)}R`, mobileNumber: `97400${String(21000 + seq)}` }
  const res = await request(site.url)
    .post('/api/v1/loan-application')
    .set('Origin', site.url)
    .send({
      ...person,
      language,
      fullName: 'Kavya Rao',
      loanAmount: '5,00,000',
      monthlyIncome: 85000,
      purpose: 'Personal',
      companyName: 'Udupi Textiles',
      pinCode: '575001',
      gender: 'FEMALE',
      dateOfBirth: DOB,
      state: 'Karnataka',
      city: 'Mangaluru',
      isChecked: true,
    })
  expect(res.status).toBe(201)
  const reference = res.body.reference as string
  const row = await site.deps.db('loan_applications').select('id').where({ reference }).first()
  return { ...person, reference, id: Number(row.id) }
}

async function press(page: Page, name: string, js: boolean, status = 200) {
  const button = page.getByRole('button', { name, exact: true })
  const [res] = await Promise.all([page.waitForNavigation(), button.click()])
  expect(res!.status(), `${name} (JS ${js ? 'on' : 'off'})`).toBe(status)
}

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForURL(`${site.url}/admin-dashboard`), page.locator('main button[type="submit"]').click()])
}

async function trackerStages(page: Page, path: string, reference: string) {
  await page.goto(`${site.url}${path}`)
  await page.fill('#f-reference', reference)
  await page.fill('#f-dateOfBirth', DOB)
  await Promise.all([page.waitForNavigation(), page.locator('main form button[type="submit"]').first().click()])
  return page.locator('.track-stages li.is-done, .track-stages li.is-current').allInnerTexts()
}

describe.each(behaviourModes)('$name', (mode) => {
  test('a lead is worked from new to disbursed; the tracker and the e-mails name the lender, the sanction and the payout', async () => {
    const a = await apply('hi')
    const admin = await openPage(browser, mode)
    const applicant = await openPage(browser, mode)
    try {
      await signIn(admin.page)
      await admin.page.goto(`${site.url}${DESK}/${a.id}`)
      // The first call reaches the borrower; the desk plans the next one, then marks the lead contacted.
      await admin.page.selectOption('#f-outcome', 'reached')
      await admin.page.fill('#f-call-note', 'Spoke to Kavya; sending the checklist')
      await press(admin.page, 'Log call', mode.js)
      expect(await admin.page.locator('.lead-card-calls [data-call-outcome="reached"]').innerText()).toContain('sending the checklist')
      const followUp = new Date(Date.now() + 2 * 86_400_000 + 330 * 60_000).toISOString().slice(0, 16)
      await admin.page.fill('#f-at', followUp)
      await press(admin.page, 'Set next follow-up', mode.js)
      expect(await admin.page.locator('[data-next-follow-up]').getAttribute('data-next-follow-up')).toBe(
        new Date(`${followUp}:00+05:30`).toISOString(),
      )
      await press(admin.page, 'Mark as contacted', mode.js)
      await press(admin.page, 'Mark documents pending', mode.js)
      // The lender list offers the lenders by name; the file goes to one.
      await admin.page.selectOption('#f-sent_to_lender-lender', 'Trivan Bank')
      await press(admin.page, 'Record sent to lender', mode.js)
      expect(await admin.page.locator('.lead-step-facts').innerText()).toMatch(/Sent to\s+Trivan Bank/)

      await admin.page.fill('#f-sanctioned-amount', '4,50,000')
      await admin.page.fill('#f-sanctioned-rate', '11.25')
      await admin.page.fill('#f-sanctioned-tenure', '48')
      await press(admin.page, 'Record sanction', mode.js)

      // A payout above the sanction is refused under its field, with the values kept, and nothing is written.
      const before = await site.deps.db('loan_applications').where({ id: a.id }).first()
      await admin.page.fill('#f-disbursed-amount', '4,60,000')
      await admin.page.fill('#f-disbursed-date', today())
      await press(admin.page, 'Record disbursal', mode.js, 422)
      expect(await admin.page.locator('#f-disbursed-amount-error').innerText()).toBe(
        'The amount paid out cannot be more than the ₹4,50,000 sanctioned',
      )
      expect(await admin.page.inputValue('#f-disbursed-amount')).toBe('4,60,000')
      expect(await site.deps.db('loan_applications').where({ id: a.id }).first()).toEqual(before)

      await admin.page.fill('#f-disbursed-amount', '4,50,000')
      await press(admin.page, 'Record disbursal', mode.js)
      expect(await admin.page.locator('.admin-head .lead-status').innerText()).toBe('Disbursed')
      expect(await admin.page.locator('.lead-step-facts').innerText()).toMatch(/Sanctioned\s+₹4,50,000 at 11.25% a year for 48 months/)
      expect(await admin.page.locator('.lead-card-status').innerText()).toContain('This is a final status.')
      // A disbursed lead has no next call to plan.
      expect((await site.deps.db('loan_applications').where({ id: a.id }).first()).next_follow_up_at).toBeNull()
      // The lead's page passes axe at a phone's width and a desktop's, with nothing to swipe sideways.
      expect(await a11yAtLayoutWidths(admin.page, mode.js)).toEqual([])
      expect(await overflowAtLayoutWidths(admin.page)).toEqual([])
      for (const width of [375, 1280]) {
        await admin.page.setViewportSize({ width, height: 900 })
        // Loaded afresh at that width, so the side menu is not caught sliding away.
        if (process.env.SHOT_DIR) await admin.page.reload()
        await shot(admin.page, 'admin-lead-disbursed', { ...mode, width })
      }

      // The applicant made the application in Hindi: the tracker and the e-mails are in Hindi.
      const stages = await trackerStages(applicant.page, '/hi/track', a.reference)
      expect(stages.map((s) => s.split('\n')[0])).toEqual([
        'प्राप्त हुआ',
        'हमने आपसे बात कर ली है',
        'आपके दस्तावेज़ों की प्रतीक्षा है',
        'निर्णय के लिए ऋणदाता के पास',
        'ऋणदाता ने लोन स्वीकृत किया',
        'लोन वितरित हुआ',
      ])
      expect(stages[3]).toContain('Trivan Bank को भेजा गया')
      expect(stages[4]).toContain('₹4,50,000, 11.25% प्रति वर्ष पर, 48 महीने के लिए')
      expect(stages[5]).toMatch(/\d{1,2} \S+ \d{4} को ₹4,50,000 वितरित किए गए/)
      // …and in English on /track, the same steps in English words.
      const english = await trackerStages(applicant.page, '/track', a.reference)
      expect(english.at(-1)).toMatch(/^Disbursed/)
      expect(english.at(-1)).toMatch(/₹4,50,000 paid out on \d{1,2} \w+ \d{4}/)

      await sendWaiting(site, inbox)
      const mails = inbox.to(a.email).map((m) => m.parsed)
      expect(mails.map((m) => m.subject)).toEqual([
        `आवेदन प्राप्त हुआ: ${a.reference}`,
        `आवेदन की नई स्थिति: हमने आपसे बात कर ली है (${a.reference})`,
        `आवेदन की नई स्थिति: आपके दस्तावेज़ों की प्रतीक्षा है (${a.reference})`,
        `आवेदन की नई स्थिति: निर्णय के लिए ऋणदाता के पास (${a.reference})`,
        `आवेदन की नई स्थिति: ऋणदाता ने लोन स्वीकृत किया (${a.reference})`,
        `आवेदन की नई स्थिति: लोन वितरित हुआ (${a.reference})`,
      ])
      const raw = mails.map((m) => `${m.text}${m.html}`).join('\n')
      for (const personal of [a.panCard, a.mobileNumber, DOB, '1988-07-09', '85,000']) expect(raw, personal).not.toContain(personal)
    } finally {
      await admin.close()
      await applicant.close()
    }
  })
})
