import type { Browser, Page, Request } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { eraseApplication } from '#src/features/leads/applications.service.server'
import { loanTypeKeys } from '#src/shared/content/loan-types'
import { insertFakeApplication, insertFakeEnquiry } from '../setup/lead-fixtures'
import { leaveBrowser, workerBrowser, modes, openPage, seriousA11yViolations } from '../setup/browser'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

let site: TestSite
let browser: Browser

const DAY = 86_400_000
const key = Buffer.from('0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef', 'hex')
// The charts count days in India (UTC+5:30), as the lists show times.
const IST = 330 * 60_000
// A minute into the Indian day `n` days back (today's is already past, except in the first minute).
const daysAgo = (n: number) => new Date(Math.floor((Date.now() + IST) / DAY) * DAY - IST - n * DAY + 60_000)
const dayKey = (d: Date) => new Date(d.getTime() + IST).toISOString().slice(0, 10)

// The seeded desk, and from it what each table must say.
const applications = [
  { ago: 0, status: 'new', purpose: 'Wedding' },
  { ago: 0, status: 'new', purpose: 'Education' },
  { ago: 1, status: 'contacted', purpose: 'Wedding' },
  { ago: 6, status: 'sanctioned', purpose: 'Business' },
  { ago: 6, status: 'rejected', purpose: 'Wedding', erase: true },
  { ago: 29, status: 'withdrawn', purpose: 'Personal' },
  { ago: 45, status: 'sanctioned', purpose: 'Medical Emergency' },
]
const enquiries = [{ ago: 0 }, { ago: 2 }, { ago: 2 }, { ago: 31 }]

function tally<T>(rows: T[], keyOf: (r: T) => string): Record<string, number> {
  const out: Record<string, number> = {}
  for (const r of rows) out[keyOf(r)] = (out[keyOf(r)] ?? 0) + 1
  return out
}
const recent = <T extends { ago: number }>(rows: T[]) => rows.filter((r) => r.ago < 30)
const expected = {
  'applications-per-day': tally(recent(applications), (a) => dayKey(daysAgo(a.ago))),
  'applications-by-status': tally(applications, (a) => a.status),
  'applications-by-purpose': tally(applications, (a) => (a.erase ? '' : a.purpose)),
  // The fixtures take the loan types in turn: row i is loanTypeKeys[i % 6].
  'applications-by-loan-type': tally([...applications.entries()], ([i, a]) => (a.erase ? '' : loanTypeKeys[i % loanTypeKeys.length]!)),
  'enquiries-per-day': tally(recent(enquiries), (e) => dayKey(daysAgo(e.ago))),
}

beforeAll(async () => {
  ;[site, browser] = await Promise.all([startSite(), workerBrowser()])
  for (const [i, a] of applications.entries()) {
    const id = await insertFakeApplication(site.deps.db, key, i, daysAgo(a.ago))
    await site.deps.db('loan_applications').where({ id }).update({ status: a.status, purpose: a.purpose })
    if (a.erase) await eraseApplication(site.deps.db, id, TEST_ADMIN.email)
  }
  for (const [i, e] of enquiries.entries()) await insertFakeEnquiry(site.deps.db, i, daysAgo(e.ago))
})
afterAll(async () => {
  await leaveBrowser(browser)
  await site?.close()
})

async function signIn(page: Page) {
  await page.goto(`${site.url}/admin`)
  await page.fill('#admin-email', TEST_ADMIN.email)
  await page.fill('#admin-password', TEST_ADMIN.password)
  await Promise.all([page.waitForNavigation(), page.locator('main button[type="submit"]').click()])
  expect(new URL(page.url()).pathname).toBe('/admin-dashboard')
}

/** Each chart's table as { row key: count }, the rows at 0 left out. */
function tables(page: Page): Promise<Record<string, Record<string, number>>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.querySelectorAll<HTMLElement>('figure[data-chart-id]')].map((f) => [
        f.dataset.chartId!,
        Object.fromEntries(
          [...f.querySelectorAll<HTMLElement>('tbody tr')]
            .map((tr) => [tr.dataset.key!, Number(tr.querySelector<HTMLElement>('td')!.dataset.count)] as const)
            .filter(([, n]) => n > 0),
        ),
      ]),
    ),
  )
}

describe.each(modes)('$name', (mode) => {
  test('the admin sees five charts of the seeded leads, each with a table of the same numbers', async () => {
    // Its own context: the init script below stays with the tab.
    const { page, problems, close } = await openPage(browser, mode, { own: true })
    // CSP violations are reported to the page as events as well as to the console: count both.
    if (mode.js)
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP: ${e.violatedDirective}`)),
      )
    await signIn(page)

    const figures = page.locator('figure.lead-chart')
    expect(await figures.locator('h3').allInnerTexts()).toEqual([
      'Applications per day, last 30 days',
      'Applications by status',
      'Applications by loan purpose',
      'Applications by loan type',
      'Enquiries per day, last 30 days',
    ])
    expect(await tables(page)).toEqual(expected)
    // Rows the page shows in words: a status label and the erased purpose.
    expect(await page.locator('[data-chart-id="applications-by-status"] tbody tr[data-key="sanctioned"]').innerText()).toMatch(
      /^Sanctioned\s+2$/,
    )
    expect(await page.locator('[data-chart-id="applications-by-purpose"] tbody tr[data-key=""] th').innerText()).toBe(
      'Erased (purpose removed)',
    )
    expect(await page.locator('[data-chart-id="applications-per-day"] tbody tr').count()).toBe(30)

    if (mode.js) {
      await expect.poll(() => page.locator('figure.lead-chart.is-drawn canvas').count()).toBe(5)
      for (const canvas of await page.locator('figure.lead-chart canvas').all()) {
        expect(await canvas.getAttribute('role')).toBe('img')
        expect(await canvas.getAttribute('aria-label')).toMatch(/^Bar chart: .+\. The numbers are in the table that follows\.$/)
        const box = (await canvas.boundingBox())!
        expect(box.width).toBeGreaterThan(200)
        expect(box.height).toBeGreaterThan(200)
      }
      // The table stays for screen readers, out of sight until asked for.
      const table = page.locator('[data-chart-id="applications-by-status"] .lead-chart-table')
      expect((await table.boundingBox())!.width).toBeLessThanOrEqual(1)
      expect(await tables(page)).toEqual(expected)
      await page.locator('[data-chart-id="applications-by-status"]').getByRole('button', { name: 'Show the numbers' }).click()
      expect((await table.boundingBox())!.width).toBeGreaterThan(100)
      expect(await page.locator('[data-chart-id="applications-by-status"] button').getAttribute('aria-expanded')).toBe('true')
    } else {
      expect(await page.locator('canvas').count()).toBe(0)
      for (const table of await page.locator('figure.lead-chart table').all()) expect(await table.isVisible()).toBe(true)
    }
    expect(await seriousA11yViolations(page, mode.js)).toEqual([])
    expect(problems).toEqual([])
    await close()
  })
})

/**
 * Resolves once the page has painted and the browser has been idle twice since: the moment at which
 * the dashboard fetches chart.js (after-first-paint.ts: the first paint, then one idle callback) has passed.
 */
function pastFirstPaintAndIdle(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new PerformanceObserver((list) => {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return
          observer.disconnect()
          requestIdleCallback(() => requestIdleCallback(() => resolve()))
        })
        observer.observe({ type: 'paint', buffered: true })
      }),
  )
}

/** Scripts the page fetched after its load event, and when its first paint came (ms from navigation). */
function lateScripts(page: Page) {
  return page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
    const late = performance
      .getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname.endsWith('.js') && e.startTime >= nav.loadEventStart)
      .map((e) => ({ path: new URL(e.name).pathname, at: e.startTime }))
    return { paint, late }
  })
}

test('chart.js is fetched on the dashboard only, after the page has painted and loaded', async () => {
  const { page, problems, close } = await openPage(browser, modes[0]!)
  await signIn(page)
  await expect.poll(() => page.locator('figure.lead-chart canvas').count()).toBe(5)
  const dashboard = await lateScripts(page)
  expect(dashboard.late.length).toBeGreaterThan(0)
  for (const s of dashboard.late) expect(s.at).toBeGreaterThan(dashboard.paint)

  // The lists share the dashboard's script but have no chart, so they fetch nothing more. Checked once
  // the moment at which the dashboard fetches chart.js has passed on the list page too.
  const unfinished = new Set<Request>()
  page.on('request', (r) => void (r.resourceType() === 'script' && unfinished.add(r)))
  page.on('requestfinished', (r) => void unfinished.delete(r))
  page.on('requestfailed', (r) => void unfinished.delete(r))
  await page.goto(`${site.url}/admin-dashboard/applications`)
  await page.waitForLoadState('load')
  await pastFirstPaintAndIdle(page)
  expect(await page.locator('[data-lead-chart]').count()).toBe(0)
  // The browser reports requests in the order it makes them: once this one is seen, any script the
  // page asked for before it has been seen too. Each is then waited for, so it is in the timings.
  await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/robots.txt?moment-passed')),
    page.evaluate(() => void fetch('/robots.txt?moment-passed')),
  ])
  await expect.poll(() => unfinished.size).toBe(0)
  expect((await lateScripts(page)).late).toEqual([])
  expect(await page.locator('canvas').count()).toBe(0)
  expect(problems).toEqual([])
  await close()
})
