import type { Browser } from 'playwright-core'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { a11yAtLayoutWidths, overflowAtLayoutWidths } from '../setup/axe-widths'
import { behaviourModes, leaveBrowser, workerBrowser, openPage, scriptRequests } from '../setup/browser'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite
let browser: Browser

const officer = { name: 'Meenakshi Iyer', email: 'nodal.officer@example.in', phone: '+91 80 4000 1234' }

beforeAll(async () => {
  ;[site, browser] = await Promise.all([
    startSite({
      env: { GRIEVANCE_OFFICER_NAME: officer.name, GRIEVANCE_OFFICER_EMAIL: officer.email, GRIEVANCE_OFFICER_PHONE: officer.phone },
    }),
    workerBrowser(),
  ])
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

// Every section issue 13 names for the page, in order.
const headings = [
  'Who we are',
  'Grievance Redressal Officer',
  'Escalation to the RBI Ombudsman',
  'Fair Practices Code',
  'Interest rates and risk gradation',
  'Penal charges',
  'Prepayment charges',
  'Our lending partners',
  'Where your data is kept',
  'Key Facts Statement',
]

// What the page says is the same at any width, so the story reads it at one; its layout (no sideways
// scroll, axe) is checked at both on the same page (docs/testing.md).
describe.each(behaviourModes)('$name', (mode) => {
  test('a borrower finds whom to complain to, when to go to RBI, the rules on rates and charges, the lenders and the KFS', async () => {
    const { page, problems, close } = await openPage(browser, mode)
    const scripts = scriptRequests(page)
    const res = await page.goto(`${site.url}/disclosures`)
    expect(res?.status()).toBe(200)
    expect(await page.locator('main h1').innerText()).toBe('Disclosures')
    expect(await page.locator('.legal-section h2').allInnerTexts()).toEqual(headings)
    expect(await page.locator('.legal-toc a').allInnerTexts()).toEqual(headings)

    // The configured officer, reachable in one tap.
    const card = page.locator('#grievance-officer .disclosure-officer')
    expect(await card.innerText()).toContain(officer.name)
    expect(await card.getByRole('link', { name: officer.email }).getAttribute('href')).toBe(`mailto:${officer.email}`)
    expect(await card.getByRole('link', { name: officer.phone }).getAttribute('href')).toBe('tel:+918040001234')

    const ombudsman = page.locator('#rbi-ombudsman')
    expect(await ombudsman.innerText()).toContain('30 days')
    expect(await ombudsman.getByRole('link', { name: /cms\.rbi\.org\.in/ }).getAttribute('href')).toBe('https://cms.rbi.org.in')

    const penal = await page.locator('#penal-charges').innerText()
    expect(penal).toContain('not penal interest')
    expect(penal).toContain('not capitalised')
    const prepay = await page.locator('#prepayment-charges').innerText()
    expect(prepay).toContain('1 January 2026')
    expect(prepay).toContain('floating-rate loan taken by an individual for any purpose other than business')

    expect(await ombudsman.getByRole('link', { name: /sachet\.rbi\.org\.in/ }).getAttribute('href')).toBe('https://sachet.rbi.org.in')

    // Nothing configured but the officer: the bundled identity and the sample lenders the database
    // ships with show, each labelled a sample (docs/decisions/169, 201).
    const who = page.locator('#who-we-are')
    expect(await who.locator('.disclosure-sample').innerText()).toMatch(/^Sample: the legal identity below is the bundled example/)
    expect(await who.getByTestId('legal-identity').innerText()).toMatch(/CIN\s+U65999UP2022PTC000000/)
    expect(await who.getByTestId('legal-identity').innerText()).toMatch(/What we are\s+A lending service provider \(LSP\)/)
    expect(await page.locator('#grievance-officer .disclosure-sample').count()).toBe(0)
    const lenders = page.locator('#lending-partners [data-testid="lenders"] tbody tr')
    expect(await lenders.locator('th').allInnerTexts()).toEqual(
      [
        'Sahyog Finance Limited',
        'Trivan Bank Limited',
        'Nirmala Capital Private Limited',
        'Pankh Credit Limited',
        'Kaveri Fincorp Limited',
        'Pragati Bank Limited',
      ].map((name) => expect.stringMatching(new RegExp(`^${name}\\s*Sample$`))),
    )
    expect(await page.locator('#lending-partners .disclosure-sample').innerText()).toMatch(/^Sample: the lenders marked “Sample” below are/)
    expect(await page.locator('#data-storage').innerText()).toContain('Your personal data is stored on servers in India')
    // No sideways scroll at 375 px: each lender is a card there.
    expect(await overflowAtLayoutWidths(page)).toEqual([])

    const kfs = page.locator('#key-fact-statement a')
    expect(await kfs.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/loan-tools/true-cost',
      '/loan-tools/true-cost/kfs',
    ])

    // Reached from the footer's Policy column.
    expect(await page.locator('nav[aria-labelledby="footer-policy"] a', { hasText: 'Disclosures' }).getAttribute('href')).toBe(
      '/disclosures',
    )
    expect(await a11yAtLayoutWidths(page, mode.js)).toEqual([])
    // HTML only: the browser runs no script for it.
    expect(scripts).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})

test('the page has its own title, description and canonical address', async () => {
  const res = await request(site.url).get('/disclosures')
  expect(res.status).toBe(200)
  expect(res.text).toContain('<title>Disclosures and Grievance Redressal · Loan Partner</title>')
  const description = /<meta name="description" content="(.*?)"/.exec(res.text)?.[1] ?? ''
  expect(description).toMatch(/^Our grievance officer and the RBI Ombudsman/)
  expect(description.length).toBeLessThanOrEqual(170)
  expect(res.text).toContain(`<link rel="canonical" href="${site.url}/disclosures"/>`)
  // The strict CSP refuses inline style attributes, and an HTML-only page names no script: it has neither.
  expect(res.text).not.toMatch(/<[^>]+\sstyle="/)
  expect(res.text).not.toMatch(/<script\b(?![^>]*type="application\/ld\+json")/)
})

test('without settings of its own, the officer is reached through the business e-mail and phone', async () => {
  const plain = await startSite({ env: { CONTACT_EMAIL: 'help@acme-loans.example', CONTACT_PHONE: '+91 22 5555 0101' } })
  try {
    const html = (await request(plain.url).get('/disclosures')).text
    const card = /<dl class="disclosure-officer">([\s\S]*?)<\/dl>/.exec(html)?.[1] ?? ''
    expect(card).toContain('Rohit Verma')
    expect(card).toContain('href="mailto:help@acme-loans.example"')
    expect(card).toContain('href="tel:+912255550101"')
  } finally {
    await plain.close()
  }
})

test('a configured identity replaces the sample identity; the lenders stay the database’s, still labelled while they are the sample', async () => {
  const configured = await startSite({
    env: {
      COMPANY_LEGAL_NAME: 'Asha Loan Services Private Limited',
      COMPANY_CIN: 'U65999KA2021PTC654321',
      COMPANY_REGISTERED_OFFICE: '12 MG Road, Bengaluru, Karnataka 560001',
      COMPANY_ROLE: 'dsa',
      GRIEVANCE_OFFICER_NAME: officer.name,
    },
  })
  try {
    const html = (await request(configured.url).get('/disclosures')).text
    const section = (id: string) => new RegExp(`<section id="${id}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? ''
    expect(section('who-we-are')).not.toContain('disclosure-sample')
    expect(section('lending-partners')).toContain('disclosure-sample')
    expect(html).toContain('Asha Loan Services Private Limited')
    expect(html).toContain('U65999KA2021PTC654321')
    expect(html).toContain('A direct selling agent (DSA) of the lenders below')
    expect(html).toMatch(
      /<th scope="row">Kaveri Fincorp Limited<span class="disclosure-sample-tag">Sample<\/span><\/th><td data-label="RBI registration number">N-07\.00000<\/td>/,
    )
    expect(html).toContain('href="https://kaveri-fincorp.example/grievance-redressal"')
  } finally {
    await configured.close()
  }
})
