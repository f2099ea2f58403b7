import { afterEach, describe, expect, test } from 'vitest'
import { TOO_MANY } from '#src/server/middleware/rate-limit.server'
import { twoFactorMessages } from '#src/shared/two-factor'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'
import { Authenticator, Client, enrol, passwordStep, recoveryCodesFromPage, secretFromPage, signedIn } from '../setup/two-factor'

// Two-factor sign-in for the admin over plain HTTP, as a browser without script and an API client
// meet it (docs/decisions/155, 156, 157).
const open: TestSite[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
})

async function site(env: Record<string, string> = {}): Promise<TestSite> {
  const s = await startSite({ env })
  open.push(s)
  return s
}

describe('two-factor sign-in over HTTP', () => {
  test('once on, the password alone opens nothing: the code step does, and the JSON login asks for the code with a clear 401', async () => {
    const s = await site()
    const admin = await signedIn(s)
    const { app, codes } = await enrol(admin)

    const fresh = new Client(s.url)
    await passwordStep(fresh)
    // Between the two steps the dashboard stays shut.
    expect((await fresh.go('/admin-dashboard')).headers.get('location')).toBe('/admin')
    const page = await fresh.go('/admin/code')
    expect(page.status).toBe(200)
    expect(await page.text()).toMatch(/autocomplete="one-time-code"/i)
    const wrong = await fresh.post('/admin/code', { code: '000000' })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain(twoFactorMessages.codeWrong)
    const right = await fresh.post('/admin/code', { code: app.code() })
    expect([right.status, right.headers.get('location')]).toEqual([303, '/admin-dashboard'])
    expect((await fresh.go('/admin-dashboard')).status).toBe(200)

    const api = new Client(s.url)
    const missing = await api.json('/api/v1/admin/admin-login', TEST_ADMIN)
    expect([missing.status, await missing.json()]).toEqual([401, { message: twoFactorMessages.apiCodeMissing, code: 'TOTP_REQUIRED' }])
    const bad = await api.json('/api/v1/admin/admin-login', { ...TEST_ADMIN, code: '123456' })
    expect([bad.status, (await bad.json()).code]).toEqual([401, 'TOTP_WRONG'])
    // A recovery code is a code too (the app's next one is spent on the browser above).
    const ok = await api.json('/api/v1/admin/admin-login', { ...TEST_ADMIN, code: codes[9]! })
    expect(ok.status).toBe(200)
    expect((await ok.json()).token).toMatch(/^lpat_/)

    const actions = (await s.deps.db('audit_log').orderBy('id').select('action')).map((r) => r.action)
    expect(actions).toEqual([
      'admin.login',
      'admin.two_factor_on',
      'admin.two_factor_failed',
      'admin.login',
      'admin.two_factor_failed',
      'admin.two_factor_recovery_used',
      'admin.login',
    ])
  })

  test("six wrong codes in a row meet the throttle; the admin's known device still signs in, a stranger's browser does not", async () => {
    const s = await site({ TRUST_PROXY: '1' })
    const admin = await signedIn(s, '192.0.2.10')
    const { app } = await enrol(admin)
    // The admin's browser signs out; its device cookie stays.
    expect((await admin.post('/admin/logout', { _csrf: await admin.csrf() })).status).toBe(303)

    // A stranger who has the password, from one address after another.
    const tried: number[] = []
    for (let i = 0; i < 6; i++) {
      const stranger = new Client(s.url, s.url, `198.51.100.${i + 1}`)
      await passwordStep(stranger)
      tried.push((await stranger.post('/admin/code', { code: String(100000 + i) })).status)
    }
    expect(tried).toEqual([401, 401, 401, 401, 401, 429])
    const last = new Client(s.url, s.url, '203.0.113.7')
    await passwordStep(last)
    const refused = await last.post('/admin/code', { code: app.shown() })
    expect(refused.status).toBe(429)
    expect(await refused.text()).toContain(TOO_MANY)

    // The admin's own browser, known from its earlier sign-in, is not locked out.
    await passwordStep(admin)
    const back = await admin.post('/admin/code', { code: app.code() })
    expect([back.status, back.headers.get('location')]).toEqual([303, '/admin-dashboard'])

    // Its own wrong codes count against that device alone: the sixth in a row is refused too.
    expect((await admin.post('/admin/logout', { _csrf: await admin.csrf() })).status).toBe(303)
    const own: number[] = []
    for (let i = 0; i < 6; i++) {
      await passwordStep(admin)
      own.push((await admin.post('/admin/code', { code: String(200000 + i) })).status)
    }
    expect(own).toEqual([401, 401, 401, 401, 401, 429])
    // The code step counts under its own names, beside the password's.
    const keys = (await s.deps.db('rate_limits').select('key')).map((r: { key: string }) => r.key.split(':')[0])
    expect(keys).toEqual(expect.arrayContaining(['login-code-ip', 'login-code-account', 'login-code-device']))
  })

  test('a recovery code signs in once; switching off needs a code and revokes the API tokens', async () => {
    const s = await site()
    const admin = await signedIn(s)
    const { app, codes } = await enrol(admin)
    const api = new Client(s.url)
    const token = (await (await api.json('/api/v1/admin/admin-login', { ...TEST_ADMIN, code: codes[0]! })).json()).token as string
    const call = () =>
      fetch(`${s.url}/api/v1/admin/delete-single-blog/999999`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect((await call()).status).toBe(404)

    const browser = new Client(s.url)
    await passwordStep(browser)
    expect((await browser.post('/admin/code', { code: codes[0]! })).status).toBe(401)
    expect((await browser.post('/admin/code', { code: codes[1]!.toUpperCase().replace('-', ' ') })).status).toBe(303)
    expect(await (await browser.go('/admin-dashboard/two-factor')).text()).toContain('<strong>8</strong> of 10')

    const csrf = await browser.csrf()
    const refused = await browser.post('/admin-dashboard/two-factor/disable', { _csrf: csrf, code: '' })
    expect(refused.status).toBe(422)
    expect(await refused.text()).toContain(twoFactorMessages.codeMissing)
    expect((await call()).status).toBe(404)
    const off = await browser.post('/admin-dashboard/two-factor/disable', { _csrf: csrf, code: app.code() })
    expect([off.status, off.headers.get('location')]).toEqual([303, '/admin-dashboard/two-factor'])
    expect((await call()).status).toBe(401)
    // Off again: the password alone signs in.
    await signedIn(s)
    const audit = (await s.deps.db('audit_log').orderBy('id').select('action')).map((r) => r.action)
    expect(audit.filter((a) => a.startsWith('admin.two_factor_'))).toEqual([
      'admin.two_factor_on',
      'admin.two_factor_recovery_used',
      'admin.two_factor_failed',
      'admin.two_factor_recovery_used',
      'admin.two_factor_off',
    ])
  })

  test('a session alone does not set up two-factor: "Set up" and "Switch on" ask for the password, and a wrong one changes nothing', async () => {
    const s = await site()
    const admin = await signedIn(s)
    const csrf = await admin.csrf()
    const page = () => admin.go('/admin-dashboard/two-factor').then((r) => r.text())

    for (const password of [undefined, 'not-the-password']) {
      const start = await admin.post('/admin-dashboard/two-factor/start', { _csrf: csrf, ...(password !== undefined && { password }) })
      expect([password, start.status]).toEqual([password, 422])
      const html = await start.text()
      expect(html).toContain(password ? twoFactorMessages.passwordWrong : twoFactorMessages.passwordMissing)
      // What was typed is never written back into the page.
      if (password) expect(html).not.toContain(password)
    }
    expect(await page()).not.toContain('id="two-factor-secret"')
    expect((await admin.post('/admin-dashboard/two-factor/start', { _csrf: csrf, password: TEST_ADMIN.password })).status).toBe(303)
    const app = new Authenticator(secretFromPage(await page()))

    const wrong = await admin.post('/admin-dashboard/two-factor/enable', { _csrf: csrf, code: app.shown(), password: 'not-the-password' })
    expect(wrong.status).toBe(422)
    expect(await wrong.text()).toContain(twoFactorMessages.passwordWrong)
    const none = await admin.post('/admin-dashboard/two-factor/enable', { _csrf: csrf, code: app.shown() })
    expect(none.status).toBe(422)
    expect(await s.deps.db('admins').whereNotNull('totp_enabled_at').count({ n: '*' }).first()).toEqual({ n: 0 })
    const on = await admin.post('/admin-dashboard/two-factor/enable', { _csrf: csrf, code: app.code(), password: TEST_ADMIN.password })
    expect(on.status).toBe(200)
    expect(recoveryCodesFromPage(await on.text())).toHaveLength(10)
  })

  test('an API token answers 401 once the admin signs out, from the browser or from the API', async () => {
    const s = await site()
    const admin = await signedIn(s)
    const token = async () => (await (await new Client(s.url).json('/api/v1/admin/admin-login', TEST_ADMIN)).json()).token as string
    const call = (t: string) =>
      fetch(`${s.url}/api/v1/admin/delete-single-blog/999999`, { method: 'DELETE', headers: { authorization: `Bearer ${t}` } })

    const first = await token()
    expect((await call(first)).status).toBe(404)
    expect((await admin.post('/admin/logout', { _csrf: await admin.csrf() })).status).toBe(303)
    const after = await call(first)
    expect([after.status, (await after.json()).message]).toEqual([401, 'Your sign-in token is missing, invalid, expired or revoked.'])

    const second = await token()
    const out = await fetch(`${s.url}/api/v1/admin/logout`, { method: 'POST', headers: { authorization: `Bearer ${second}` } })
    expect(out.status).toBe(204)
    expect((await call(second)).status).toBe(401)
  })

  test('REQUIRE_ADMIN_2FA: a sign-in without two-factor leads to enrolment first, and the JSON login hands out no token until it is on', async () => {
    const s = await site({ REQUIRE_ADMIN_2FA: 'true' })
    const admin = await signedIn(s)
    const dashboard = await admin.go('/admin-dashboard')
    expect([dashboard.status, dashboard.headers.get('location')]).toEqual([303, '/admin-dashboard/two-factor'])
    expect(await (await admin.go('/admin-dashboard/two-factor')).text()).toContain(twoFactorMessages.required)
    const api = await new Client(s.url).json('/api/v1/admin/admin-login', TEST_ADMIN)
    expect([api.status, (await api.json()).code]).toEqual([403, 'TOTP_ENROL_FIRST'])
    // The password's session reaches no admin API either, CSRF token and all.
    const viaSession = await admin.json('/api/v1/admin/add-loan-details', { loanType: 'personal' }, { 'x-csrf-token': await admin.csrf() })
    expect([viaSession.status, (await viaSession.json()).code]).toEqual([403, 'TOTP_ENROL_FIRST'])

    const { app } = await enrol(admin)
    expect((await admin.go('/admin-dashboard')).status).toBe(200)
    expect((await new Client(s.url).json('/api/v1/admin/admin-login', { ...TEST_ADMIN, code: app.code() })).status).toBe(200)
  })
})
