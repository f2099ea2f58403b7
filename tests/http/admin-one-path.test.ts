import net from 'node:net'
import { Router } from 'express'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createRender } from '#src/server/render.server'
import { insertFakeApplication } from '../setup/lead-fixtures'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { Client } from '../setup/two-factor'

// Issue 39, finding 4: with REQUIRE_ADMIN_2FA=true, a session that has only the password reached
// every dashboard page through `//admin-dashboard/…`, past the guards mounted on `/admin-dashboard`
// (docs/decisions/195). Each spelling of an admin path now reads as the path itself.
let site: TestSite
let cookie: string
const probe = Router()
const applicant = { full_name: 'Zoravar Kapadia', email: 'zoravar.kapadia@example.in' }

beforeAll(async () => {
  site = await startSite({ env: { REQUIRE_ADMIN_2FA: 'true' }, extraRoutes: probe })
  await insertFakeApplication(site.deps.db, Buffer.from(site.deps.secrets.dataKeys.current.key), 1, new Date(), applicant)
  const admin = new Client(site.url)
  const signIn = await admin.post('/admin', TEST_ADMIN)
  cookie = signIn.headers
    .getSetCookie()
    .find((c) => c.startsWith('lp.sid='))!
    .split(';')[0]!
})
afterAll(() => site?.close())

/** One raw GET with the password-only session: fetch would tidy some of these paths itself. */
function rawGet(target: string): Promise<{ status: number; location?: string; body: string }> {
  const { hostname, port, host } = new URL(site.url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${host}\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => {
      const [head, ...body] = answer.split('\r\n\r\n')
      const location = /\r\nlocation: ([^\r]*)/i.exec(head!)?.[1]
      resolve({ status: Number(head!.split(' ')[1]), location, body: body.join('\r\n\r\n') })
    })
    socket.on('error', reject)
  })
}

const spellings = [
  '//admin-dashboard/',
  '//admin-dashboard//audit',
  '/admin-dashboard//applications',
  '//admin-dashboard/applications',
  '/\\admin-dashboard/applications',
  '/admin-dashboard\\applications',
  '/%61dmin-dashboard/applications',
  '/x/../admin-dashboard/applications',
]
const twins = spellings.map((p) => `${p.replace(/\/$/, '')}/index.pageContext.json`)

test("a password-only session reads no applicant's data through any spelling of a dashboard path, pages or their pageContext.json", async () => {
  // The plain path is shut, as before: the session is led to enrolment.
  expect((await rawGet('/admin-dashboard/applications')).location).toBe('/admin-dashboard/two-factor')
  for (const target of [...spellings, ...twins]) {
    const answer = await rawGet(target)
    // A redirect or a refusal, never a page.
    expect([target, answer.status >= 300 && answer.status < 500]).toEqual([target, true])
    expect([target, answer.body]).toEqual([target, expect.not.stringContaining(applicant.full_name)])
    expect([target, answer.body]).toEqual([target, expect.not.stringContaining(applicant.email)])
    // Where it sends the browser is on this site, and holds no applicant either.
    if (answer.location) {
      expect([target, answer.location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])/)])
      const next = await rawGet(answer.location)
      expect([answer.location, next.body.includes(applicant.full_name)]).toEqual([answer.location, false])
    }
  }
})

test("the dashboard's own guard holds the server's rule when a page is rendered past the Express guard", async () => {
  // A route mounted where no Express guard runs renders the applications page for this session.
  probe.get('/render-probe', (req, res, next) => createRender(site.deps)(req, res, next, { urlOriginal: '/admin-dashboard/applications' }))
  const answer = await rawGet('/render-probe')
  expect([answer.status, answer.location]).toEqual([302, '/admin-dashboard/two-factor'])
  expect(answer.body).not.toContain(applicant.full_name)
})
