import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 44, item 3 (docs/decisions/229, 230): with JavaScript off the desk logs a call, sets the next
// follow-up and the failed-call limit with plain form posts: 303 back to the page, or 422 with the
// messages under the fields and what was typed kept; no post without the session's CSRF token.

let site: TestSite
let admin: string
beforeAll(async () => {
  site = await startSite({ env: { TRUST_PROXY: '1' } })
  const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  admin = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
})
afterAll(() => site.close())

const words = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
const tokenOf = (html: string) => /name="_csrf" value="([^"]+)"/.exec(html)![1]!
const get = async (path: string) => (await request(site.url).get(path).set('Cookie', admin)).text
const post = (path: string, form: Record<string, string>) =>
  request(site.url).post(path).set({ Origin: site.url, Cookie: admin }).type('form').send(form)

async function applies(n: number) {
  const res = await request(site.url)
    .post('/apply-now')
    .set({ Origin: site.url, 'X-Forwarded-For': `192.0.2.${n % 250}` })
    .type('form')
    .send(offersApplication(n))
  expect(res.status).toBe(303)
  const row = await site.deps
    .db('loan_applications')
    .where({ email: offersApplication(n).email })
    .first()
  return { id: Number(row.id), reference: row.reference as string }
}

/** India time as a date-time field sends it, `days` from now at 11:00. */
const indiaDateTime = (days: number) => new Date(Date.now() + 330 * 60_000 + days * 86_400_000).toISOString().slice(0, 11) + '11:00'

describe('follow-ups without JavaScript', () => {
  test('a new application comes with a next follow-up; a call is logged with a 303 and shows on its page', async () => {
    const a = await applies(801)
    const path = `/admin-dashboard/applications/${a.id}`
    const page = await get(path)
    expect(words(page)).toMatch(/Calls and follow-up Next follow-up: \d/)
    expect(words(page)).toContain('No calls logged yet.')
    expect(page).toContain(`action="${path}/calls"`)

    const callBackAt = indiaDateTime(2)
    const logged = await post(`${path}/calls`, { _csrf: tokenOf(page), outcome: 'call_back', callBackAt, note: 'Asked for Thursday' })
    expect([logged.status, logged.headers.location]).toEqual([303, path])
    const after = words(
      await request(site.url)
        .get(path)
        .set('Cookie', [admin, ...(logged.headers['set-cookie'] as unknown as string[])].join('; '))
        .then((r) => r.text),
    )
    expect(after).toContain('Call logged')
    expect(after).toContain('Call back at a time · call back')
    expect(after).toContain('Asked for Thursday')
    const row = await site.deps.db('loan_applications').where({ id: a.id }).first()
    expect(row.next_follow_up_at).toBe(new Date(`${callBackAt}:00+05:30`).toISOString())
  })

  test('a refused call comes back 422 with its message under the field and the note kept; nothing is written', async () => {
    const a = await applies(802)
    const path = `/admin-dashboard/applications/${a.id}`
    const res = await post(`${path}/calls`, {
      _csrf: tokenOf(await get(path)),
      outcome: 'call_back',
      callBackAt: '',
      note: 'Busy, call later',
    })
    expect(res.status).toBe(422)
    expect(words(res.text)).toContain('Give the time the borrower asked to be called back')
    expect(res.text).toContain('Busy, call later</textarea>')
    expect(res.text).toMatch(/<option value="call_back" selected="">/)
    const noOutcome = await post(`${path}/calls`, { _csrf: tokenOf(await get(path)), outcome: '', note: '' })
    expect([noOutcome.status, words(noOutcome.text).includes('Choose what the call came to')]).toEqual([422, true])
    expect(await site.deps.db('lead_calls').where({ lead_id: a.id }).count({ n: '*' }).first()).toMatchObject({ n: 0 })
  })

  test('the next follow-up is set by hand: a past time is refused with 422, a future one answers 303', async () => {
    const a = await applies(803)
    const path = `/admin-dashboard/applications/${a.id}`
    const past = await post(`${path}/follow-up`, { _csrf: tokenOf(await get(path)), at: indiaDateTime(-1) })
    expect(past.status).toBe(422)
    expect(words(past.text)).toContain('Give a time later than now')
    expect(past.text).toContain(`value="${indiaDateTime(-1)}"`)
    const set = await post(`${path}/follow-up`, { _csrf: tokenOf(await get(path)), at: indiaDateTime(3) })
    expect([set.status, set.headers.location]).toEqual([303, path])
    expect((await site.deps.db('loan_applications').where({ id: a.id }).first()).next_follow_up_at).toBe(
      new Date(`${indiaDateTime(3)}:00+05:30`).toISOString(),
    )
  })

  test('every follow-up form refuses a post without the CSRF token, and signed out goes to sign-in', async () => {
    const a = await applies(804)
    for (const path of [
      `/admin-dashboard/applications/${a.id}/calls`,
      `/admin-dashboard/applications/${a.id}/follow-up`,
      '/admin-dashboard/today/settings',
    ])
      expect((await post(path, { outcome: 'reached', at: indiaDateTime(1), unreachableAfter: '2' })).status).toBe(403)
    const signedOut = await request(site.url)
      .post('/admin-dashboard/today/settings')
      .set('Origin', site.url)
      .type('form')
      .send({ unreachableAfter: '2' })
    expect([signedOut.status, signedOut.headers.location]).toEqual([303, '/admin'])
    expect(await site.deps.db('desk_settings').count({ n: '*' }).first()).toMatchObject({ n: 0 })
  })

  test('the Today page lists, counts and takes the failed-call limit; the dashboard shows the counts', async () => {
    const a = await applies(805)
    // A follow-up an hour ago: overdue.
    await site.deps
      .db('loan_applications')
      .where({ id: a.id })
      .update({ next_follow_up_at: new Date(Date.now() - 3_600_000).toISOString() })
    const today = await get('/admin-dashboard/today')
    expect(today).toContain('aria-current="page"')
    const overdue = /data-list="overdue"[\s\S]*?<\/section>/.exec(today)![0]
    expect(overdue).toContain(`href="/admin-dashboard/applications/${a.id}"`)
    expect(words(overdue)).toMatch(new RegExp(`${a.reference} .* New .* (\\d+ minutes?|\\d+ hours?)`))
    expect(words(today)).toContain('After 3 failed calls in a row')

    const refused = await post('/admin-dashboard/today/settings', { _csrf: tokenOf(today), unreachableAfter: '40' })
    expect(refused.status).toBe(422)
    expect(words(refused.text)).toContain('Give a whole number from 1 to 10')
    expect(refused.text).toMatch(/name="unreachableAfter"[^>]*value="40"|value="40"[^>]*name="unreachableAfter"/)
    const saved = await post('/admin-dashboard/today/settings', { _csrf: tokenOf(today), unreachableAfter: '2' })
    expect([saved.status, saved.headers.location]).toEqual([303, '/admin-dashboard/today'])
    expect(words(await get('/admin-dashboard/today'))).toContain('After 2 failed calls in a row')

    const dashboard = await get('/admin-dashboard')
    expect(dashboard).toMatch(/data-tile="today"/)
    expect(words(dashboard)).toMatch(/Today \d+ follow-ups due today, 1 overdue \d+ not contacted within one working day \d+ requests near/)
  })
})
