import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { DEVICE_COOKIE, issueDeviceCookie } from '#src/features/admin-auth/device-cookie.server'
import { TOO_MANY } from '#src/server/middleware/rate-limit.server'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// A stranger who knows the admin's e-mail can no longer lock the admin out: a browser that signed in
// before keeps signing in, while untrusted attempts meet 429 (docs/decisions/081).
const SECRET = 'test-session-secret-that-is-long-enough-0123'
const WRONG = { email: TEST_ADMIN.email, password: 'wrong-password' }

const open: TestSite[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()))
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

async function site(env: Record<string, string> = {}): Promise<TestSite> {
  const s = await startSite({ env })
  open.push(s)
  return s
}

interface Client {
  cookie?: string
  ip?: string
}

function signIn(s: TestSite, body: { email: string; password: string }, client: Client = {}, api = false) {
  return fetch(`${s.url}${api ? '/api/v1/admin/admin-login' : '/admin'}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      origin: s.url,
      'content-type': api ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(client.cookie && { cookie: client.cookie }),
      ...(client.ip && { 'x-forwarded-for': client.ip }),
    },
    body: api ? JSON.stringify(body) : new URLSearchParams(body).toString(),
  })
}

/** A browser signs in with the right password and keeps the device cookie it is given. */
async function browserThatSignedIn(s: TestSite, client: Client = {}): Promise<string> {
  const res = await signIn(s, TEST_ADMIN, client)
  expect([res.status, res.headers.get('location')]).toEqual([303, '/admin-dashboard'])
  const set = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`) && c.includes('Path=/admin;'))
  expect(set).toBeDefined()
  return set!.split(';')[0]!
}

async function statuses(responses: Promise<Response>[]): Promise<Record<number, number>> {
  const tally: Record<number, number> = {}
  for (const res of responses) {
    const { status } = await res
    tally[status] = (tally[status] ?? 0) + 1
  }
  return tally
}

describe('admin sign-in limits with device cookies', () => {
  test('after 100 wrong logins for the admin e-mail from other clients, the admin signs in from a browser that signed in before; a fresh client still meets 429', async () => {
    // Behind one proxy hop, so that each attempt can come from its own address.
    const s = await site({ TRUST_PROXY: '1' })
    const device = await browserThatSignedIn(s, { ip: '192.0.2.10' })

    // One attempt after another, each from a new address: the account's untrusted limit stops them.
    const attempts = []
    for (let i = 0; i < 100; i++) attempts.push(await signIn(s, WRONG, { ip: `198.51.100.${i + 1}` }))
    expect(await statuses(attempts.map((r) => Promise.resolve(r)))).toEqual({ 401: 5, 429: 95 })

    const back = await signIn(s, TEST_ADMIN, { cookie: device, ip: '192.0.2.10' })
    expect([back.status, back.headers.get('location')]).toEqual([303, '/admin-dashboard'])
    expect(back.headers.getSetCookie().some((c) => c.startsWith('lp.sid='))).toBe(true)
    // The same browser's script may use the JSON login too.
    const api = await signIn(s, TEST_ADMIN, { cookie: device, ip: '192.0.2.10' }, true)
    expect(api.status).toBe(200)
    expect(typeof (await api.json()).token).toBe('string')

    // A fresh client, even with the right password and an address never seen: 429, as before.
    const fresh = await signIn(s, TEST_ADMIN, { ip: '203.0.113.99' })
    expect(fresh.status).toBe(429)
    expect(await fresh.text()).toContain(TOO_MANY)
    const freshApi = await signIn(s, TEST_ADMIN, { ip: '203.0.113.98' }, true)
    expect([freshApi.status, await freshApi.json()]).toEqual([429, { message: TOO_MANY }])
  })

  test('untrusted attempts from one address are still limited per address, whatever e-mails they try', async () => {
    const s = await site()
    const tried = []
    for (let i = 0; i < 5; i++) tried.push((await signIn(s, { email: `guess${i}@example.com`, password: 'nope' })).status)
    expect(tried).toEqual([401, 401, 401, 401, 401])
    expect((await signIn(s, TEST_ADMIN)).status).toBe(429)
  })

  test("a device's own wrong attempts beyond the limit get 429 for that device only", async () => {
    const s = await site()
    const laptop = await browserThatSignedIn(s)
    const phone = await browserThatSignedIn(s)
    const tried = []
    for (let i = 0; i < 5; i++) tried.push((await signIn(s, WRONG, { cookie: laptop })).status)
    expect(tried).toEqual([401, 401, 401, 401, 401])
    expect((await signIn(s, TEST_ADMIN, { cookie: laptop })).status).toBe(429)
    expect((await signIn(s, TEST_ADMIN, { cookie: laptop }, true)).status).toBe(429)

    expect((await signIn(s, TEST_ADMIN, { cookie: phone })).status).toBe(303)
    // The laptop's failures were its own: the address and the account were not charged.
    expect((await signIn(s, TEST_ADMIN)).status).toBe(303)
  })

  test('a tampered, forged or other-login device cookie counts as untrusted', async () => {
    const s = await site()
    const device = await browserThatSignedIn(s)
    const value = device.slice(`${DEVICE_COOKIE}=`.length)
    // One character in the middle: the last base64url character carries padding bits, and flipping
    // only those can decode to the same bytes, a cookie still valid (a flake once in a few runs).
    const middle = Math.floor(value.length / 2)
    const flip = (v: string) => v.slice(0, middle) + (v[middle] === 'A' ? 'B' : 'A') + v.slice(middle + 1)
    const fakes = [
      `${DEVICE_COOKIE}=${flip(value)}`,
      `${DEVICE_COOKIE}=${issueDeviceCookie('not-the-secret-but-long-enough-0123456789', TEST_ADMIN.email)}`,
      `${DEVICE_COOKIE}=${issueDeviceCookie(SECRET, 'someone-else@example.com')}`,
    ]
    const tried = []
    for (const cookie of [...fakes, ...fakes.slice(0, 2)]) tried.push((await signIn(s, WRONG, { cookie })).status)
    expect(tried).toEqual([401, 401, 401, 401, 401])
    // Those five were charged to the untrusted counters: now no fake gets in, even with the right password.
    for (const cookie of fakes) expect([cookie, (await signIn(s, TEST_ADMIN, { cookie })).status]).toEqual([cookie, 429])
    expect((await signIn(s, TEST_ADMIN, { cookie: device })).status).toBe(303)
  })

  test('a restart (a new app on the same database) keeps the counts', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-limits-'))
    dirs.push(dir)
    const env = { DATABASE_URL: path.join(dir, 'site.sqlite') }
    const first = await site(env)
    const device = await browserThatSignedIn(first)
    const tried = []
    for (let i = 0; i < 6; i++) tried.push((await signIn(first, WRONG)).status)
    expect(tried).toEqual([401, 401, 401, 401, 401, 429])
    await open.splice(open.indexOf(first), 1)[0]!.close()

    const second = await site(env)
    expect((await signIn(second, TEST_ADMIN)).status).toBe(429)
    expect((await signIn(second, TEST_ADMIN, { cookie: device })).status).toBe(303)
    // What the table holds: counters named by limiter, with no e-mail or address in clear.
    const keys = (await second.deps.db('rate_limits').select('key')).map((r: { key: string }) => r.key)
    expect(keys.some((k) => k.startsWith('login-account:'))).toBe(true)
    expect(keys.some((k) => k.includes('@') || k.includes('127.0.0.1'))).toBe(false)
  })
})
