import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { insertFakeApplication } from '../setup/lead-fixtures'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// The owner's funnel (docs/decisions/232): the admin's page and its CSV; nobody else sees either.

let site: TestSite
let cookie: string
const thisMonth = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7)

beforeAll(async () => {
  site = await startSite()
  const key = Buffer.from(site.deps.secrets.dataKeys.current.key)
  // Two leads this month: one called the day it came and sent to Trivan Bank, one not yet called.
  const now = new Date()
  const sent = await insertFakeApplication(site.deps.db, key, 0, now, { loan_type: 'car' })
  await site.deps
    .db('loan_applications')
    .where({ id: sent })
    .update({ contacted_at: now.toISOString(), sent_at: now.toISOString(), sent_lender: 'Trivan Bank' })
  await insertFakeApplication(site.deps.db, key, 1, now, { loan_type: 'car' })
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
})
afterAll(() => site?.close())

describe('the funnel, for the admin only', () => {
  test('a visitor without the admin session is sent to sign in, from the page and from the CSV', async () => {
    for (const path of ['/admin-dashboard/funnel', `/admin-dashboard/funnel/export?from=${thisMonth}&to=${thisMonth}`]) {
      const res = await request(site.url).get(path)
      expect([302, 303]).toContain(res.status)
      expect(res.headers.location).toBe('/admin')
      expect(res.text).not.toContain('Trivan Bank')
    }
  })

  test('the admin sees the last 12 months: a table for all leads, loan type, lender and month, and the nav links here', async () => {
    const res = await request(site.url).get('/admin-dashboard/funnel').set('Cookie', cookie)
    expect(res.status).toBe(200)
    expect(res.text).toContain('<a href="/admin-dashboard/funnel" aria-current="page">Funnel</a>')
    for (const title of ['All leads, step by step', 'By loan type', 'By lender (from the file sent)', 'By month the lead came in']) {
      expect(res.text).toContain(title)
    }
    // Car loans: 2 leads, 1 contacted (50.0%), 1 sent (100.0%), called the day it came (0 days).
    const car = /<tr data-key="car">(.*?)<\/tr>/.exec(res.text)![1]!
    expect(car).toContain('<td data-step="lead" data-count="2">2</td>')
    expect(car).toContain('<td data-step="sent" data-count="1">1</td>')
    expect(car).toContain('<td>50.0%</td><td>100.0%</td>')
    // The CSV link carries the months shown.
    expect(res.text).toMatch(/href="\/admin-dashboard\/funnel\/export\?from=\d{4}-\d{2}&amp;to=\d{4}-\d{2}"/)
    // The page itself names no chart script: chart.js comes later, by import(), from funnel-loader.ts.
    expect(res.text).not.toMatch(/chart\.js|funnel\.chart/)
  })

  test('months the form cannot read give the last 12 and say so', async () => {
    const res = await request(site.url).get('/admin-dashboard/funnel?from=last+year').set('Cookie', cookie)
    expect(res.status).toBe(200)
    expect(res.text).toContain('Months are written YYYY-MM, like 2026-04: showing the last 12 months.')
  })

  test('the CSV holds the same figures as a download', async () => {
    const res = await request(site.url).get(`/admin-dashboard/funnel/export?from=${thisMonth}&to=${thisMonth}`).set('Cookie', cookie)
    expect(res.status).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="funnel-${thisMonth}-to-${thisMonth}.csv"`)
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n')
    expect(lines[1]).toMatch(/^Group,Line,Leads,Contacted,Sent to lender,Sanctioned,Disbursed,/)
    expect(lines).toContain('All,All leads,2,1,1,0,0,50,100,0,,0,0,,,0')
    expect(lines).toContain('Loan type,Car Loan,2,1,1,0,0,50,100,0,,0,0,,,0')
    expect(lines).toContain('Lender,Trivan Bank,,,1,0,0,,,0,,,0,,,0')
    // Counts and sums only: no name, e-mail or mobile number of the leads.
    expect(res.text).not.toMatch(/@example\.in|900000000/)
  })
})
