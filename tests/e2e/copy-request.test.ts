import fs from 'node:fs'
import type { Browser, Page } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { completeRequests } from '#src/server/lead-requests.server'
import { a11yAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, openPage, shot, workerBrowser } from '../setup/browser'
import { sendWaiting } from '../setup/outbox-sender'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { startInbox, type TestInbox } from '../setup/smtp'

// "A copy of my data" (issue 39, docs/decisions/193): done only when the applicant can get the copy.
// The applicant asks on the tracker, the desk makes the copy available, the applicant downloads it
// from the tracker; the e-mail saying so goes only then, and says where. The site has no SMTP_URL:
// each story delivers what waits to a real SMTP server on loopback when it chooses (sendWaiting).

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

const DOB = '14/02/1989'
const DESK = '/admin-dashboard/applications'

let seq = 0
/** Applies through the JSON API; each applicant has their own e-mail, PAN and mobile. */
async function apply(extra: Record<string, unknown> = {}) {
  seq += 1
  const person = {
    fullName: 'Nisha Kulkarni',
    email: `nisha${seq}@example.com`,
    panCard: `NISHK${String(4400 + seq)}P`,
    mobileNumber: `98220${String(11000 + seq)}`,
  }
  const res = await request(site.url)
    .post('/api/v1/loan-application')
    .set('Origin', site.url)
    .send({
      ...person,
      loanAmount: '3,00,000',
      monthlyIncome: 58000,
      purpose: 'Personal',
      companyName: 'Sahyadri Foods',
      pinCode: '411001',
      gender: 'FEMALE',
      dateOfBirth: DOB,
      state: 'Maharashtra',
      city: 'Pune',
      isChecked: true,
      ...extra,
    })
  expect(res.status).toBe(201)
  const reference = res.body.reference as string
  const row = await site.deps.db('loan_applications').select('id').where({ reference }).first()
  return { ...person, reference, id: Number(row.id) }
}

async function lookUp(page: Page, reference: string) {
  await page.goto(`${site.url}/track`)
  await page.fill('#f-reference', reference)
  await page.fill('#f-dateOfBirth', DOB)
  await press(page, 'Track application')
}

async function press(page: Page, name: string | RegExp) {
  const [res] = await Promise.all([page.waitForNavigation(), page.getByRole('button', { name }).click()])
  expect(res!.status()).toBe(200)
}

/** The subjects of the mail delivered to `to`, after the sender has run once. */
async function mailTo(to: string) {
  await sendWaiting(site, inbox)
  return inbox.to(to).map((m) => m.parsed.subject)
}

describe.each(behaviourModes)('$name', (mode) => {
  test('an applicant asks for a copy on the tracker, the desk makes it available, and the applicant downloads it there', async () => {
    const a = await apply()
    const applicant = await openPage(browser, mode)
    const urls: string[] = []
    applicant.page.on('request', (r) => void urls.push(r.url()))
    const admin = await openPage(browser, mode)
    try {
      await lookUp(applicant.page, a.reference)
      await press(applicant.page, 'Ask for a copy of my data')
      expect(await applicant.page.getByRole('status').innerText()).toBe(
        'We have your request for a copy of your data. Within 7 days we will make it ready to download on this page, and e-mail you when it is.',
      )
      expect(await mailTo(a.email)).toEqual([
        `Application received: ${a.reference}`,
        `Request received: A copy of my data (${a.reference})`,
      ])

      // The desk downloads the person's data for itself: that completes nothing, and sends nothing.
      await admin.page.goto(`${site.url}/admin`)
      await admin.page.fill('#admin-email', TEST_ADMIN.email)
      await admin.page.fill('#admin-password', TEST_ADMIN.password)
      await Promise.all([admin.page.waitForNavigation(), admin.page.locator('main button[type="submit"]').click()])
      await admin.page.goto(`${site.url}${DESK}/${a.id}`)
      const [export_] = await Promise.all([
        admin.page.waitForEvent('download'),
        admin.page.getByRole('button', { name: 'Export this person’s data (JSON)' }).click(),
      ])
      const deskCopy = JSON.parse(fs.readFileSync((await export_.path())!, 'utf8'))
      await admin.page.reload()
      expect(await admin.page.locator('#requests-heading').innerText()).toBe('Applicant requests (1 open)')
      expect(await mailTo(a.email)).toHaveLength(2)

      // Making the copy available is what completes the request, and only that sends the e-mail.
      await press(admin.page, 'Make copy available: A copy of my data')
      expect(await admin.page.locator('.flash').innerText()).toMatch(
        /^Copy made available on Track application until \d{1,2} \w{3} \d{4}, /,
      )
      const subjects = await mailTo(a.email)
      expect(subjects.slice(2)).toEqual([`Ready to download: A copy of my data (${a.reference})`])
      const ready = inbox.to(a.email)[2]!.parsed
      expect(ready.text).toContain(`open ${site.url}/track, enter your reference and your date of birth`)
      expect(ready.text).toMatch(/It is there for 7 days, until \d{1,2} \w+ \d{4}\./)
      for (const personal of [a.fullName, a.email, a.panCard, a.mobileNumber, DOB, '1989-02-14'])
        expect(`${ready.text}${ready.html}`, personal).not.toContain(personal)

      // The applicant looks up the application again and downloads the copy: the desk's own file.
      await lookUp(applicant.page, a.reference)
      expect(await applicant.page.locator('section[aria-labelledby="track-data-heading"]').innerText()).toMatch(
        /Your copy of your data is ready\. You can download it here until \d{1,2} \w+ \d{4}\./,
      )
      // A state of the tracker only this story reaches: axe at both widths, as loaded (docs/testing.md).
      expect(await a11yAtLayoutWidths(applicant.page, mode.js)).toEqual([])
      await shot(applicant.page, 'track-copy-ready', mode)
      const [download] = await Promise.all([
        applicant.page.waitForEvent('download'),
        applicant.page.getByRole('button', { name: 'Download my data' }).click(),
      ])
      expect(download.suggestedFilename()).toBe(`application-${a.reference}.json`)
      const copy = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'))
      expect(copy).toMatchObject({
        kind: 'loan application',
        reference: a.reference,
        name: a.fullName,
        email: a.email,
        mobileNumber: a.mobileNumber,
        pan: a.panCard,
        dateOfBirth: '1989-02-14',
      })
      expect(Object.keys(copy)).toEqual(Object.keys(deskCopy))

      const audit = await site.deps
        .db('audit_log')
        .where({ subject: `application ${a.reference}` })
        .orderBy('id')
        .select('action')
      expect(audit.map((r: { action: string }) => r.action)).toEqual([
        'applicant.request',
        'lead.data_export',
        'lead.request_done',
        'applicant.copy_download',
      ])
      for (const secret of [a.reference, DOB, encodeURIComponent(DOB), '1989-02-14'])
        expect(
          urls.filter((u) => u.includes(secret)),
          secret,
        ).toEqual([])
      expect([...applicant.problems, ...admin.problems]).toEqual([])
    } finally {
      await applicant.close()
      await admin.close()
    }
  })
})

test('the download is a POST that no cache keeps, in Hindi too, and after its 7 days answers 410 with the page', async () => {
  const a = await apply({ language: 'hi' })
  const track = (fields: Record<string, string>) => request(site.url).post('/hi/track').set('Origin', site.url).type('form').send(fields)
  const tokenOf = (html: string) => /name="token" value="([^"]+)"/.exec(html)![1]!
  const asked = await track({ intent: 'data_export', token: tokenOf((await track({ reference: a.reference, dateOfBirth: DOB })).text) })
  expect(asked.text).toContain('7 दिनों के भीतर हम इसे इसी पेज पर डाउनलोड के लिए तैयार कर देंगे')
  await completeRequests(site.deps.db, a.id, { kinds: ['data_export'] }, TEST_ADMIN.email, new Date())

  const page = await track({ reference: a.reference, dateOfBirth: DOB })
  expect(page.text).toContain('आपके डेटा की कॉपी तैयार है।')
  expect(page.text).toContain('मेरा डेटा डाउनलोड करें')
  const token = tokenOf(page.text)
  const file = await track({ intent: 'download_copy', token })
  expect(file.status).toBe(200)
  expect(file.headers['content-type']).toMatch(/^application\/json/)
  expect(file.headers['cache-control']).toBe('no-store')
  expect(file.headers['content-disposition']).toBe(`attachment; filename="application-${a.reference}.json"`)
  expect(JSON.parse(file.text)).toMatchObject({ reference: a.reference, pan: a.panCard, email: a.email })
  // Nothing about it is kept for the next visitor of the page.
  expect((await request(site.url).get('/hi/track')).text).not.toContain(a.reference)

  // Seven days on, the copy is gone: a clear page, never a file or a 5xx.
  await site.deps
    .db('lead_requests')
    .where({ application_id: a.id })
    .update({ ready_until: new Date(Date.now() - 1).toISOString() })
  const gone = await track({ intent: 'download_copy', token })
  expect(gone.status).toBe(410)
  expect(gone.headers['content-type']).toMatch(/^text\/html/)
  expect(gone.text).toContain('आपके डेटा की यह कॉपी अब उपलब्ध नहीं है')
  expect(gone.text).toContain('मेरे डेटा की एक कॉपी माँगें')
  expect(gone.text).not.toContain(a.panCard)

  // A forged look-up token gets no file.
  const forged = await track({ intent: 'download_copy', token: `${token.slice(0, -4)}AAAA` })
  expect(forged.status).toBe(403)
  expect(forged.text).not.toContain(a.panCard)
})
