import { expect } from 'vitest'
import { totpCode, TOTP_PERIOD_S } from '#src/features/admin-auth/totp.server'
import { TEST_ADMIN } from './site'

/**
 * The admin's authenticator app, for tests: it gives a code the server has not seen yet. The server
 * accepts each 30-second step once, and one step either side of its clock, so a test can use two
 * codes in a row without waiting: the current step's and the next one's. It never offers the
 * previous step's, which the server's clock could pass while the request is on its way.
 */
export class Authenticator {
  private last = -Infinity

  constructor(readonly secret: string) {}

  code(now = Date.now()): string {
    const current = Math.floor(now / 1000 / TOTP_PERIOD_S)
    const step = Math.max(current, this.last + 1)
    if (step > current + 1) throw new Error('Both codes the server would take now were used: this test signs in too often')
    this.last = step
    return totpCode(this.secret, step * TOTP_PERIOD_S * 1000)
  }

  /** What the app shows now, without using it up (for an attempt the server refuses before checking it). */
  shown(now = Date.now()): string {
    return totpCode(this.secret, now)
  }
}

/** The secret as the enrolment page shows it (grouped by four), read back as the app would take it. */
export function secretFromPage(html: string): string {
  const shown = /id="two-factor-secret">([A-Z2-7 ]+)</.exec(html)?.[1]
  if (!shown) throw new Error('no secret on the enrolment page')
  return shown.replace(/ /g, '')
}

/** The recovery codes as the page that switched two-factor on lists them. */
export function recoveryCodesFromPage(html: string): string[] {
  return [...html.matchAll(/<li><code>([a-z2-9]{5}-[a-z2-9]{5})<\/code><\/li>/g)].map((m) => m[1]!)
}

/** A client with its own cookie jar for one site (a browser without script, or an API client). */
export class Client {
  private cookies = new Map<string, string>()

  constructor(
    private readonly origin: string,
    private readonly base = origin,
    readonly ip?: string,
  ) {}

  async go(pathname: string, init: RequestInit = {}, base = this.base): Promise<Response> {
    const headers = new Headers(init.headers)
    if (this.cookies.size) headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '))
    if (init.method === 'POST') headers.set('origin', this.origin)
    if (this.ip) headers.set('x-forwarded-for', this.ip)
    const res = await fetch(`${base}${pathname}`, { ...init, headers, redirect: 'manual' })
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(';')
      const [name, value] = [pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1)]
      if (attrs.some((a) => /expires=Thu, 01 Jan 1970/i.test(a)) || value === '') this.cookies.delete(name)
      else this.cookies.set(name, value)
    }
    return res
  }

  post(pathname: string, fields: Record<string, string>, base?: string) {
    return this.go(pathname, { method: 'POST', body: new URLSearchParams(fields) }, base)
  }

  json(pathname: string, body: object, headers: Record<string, string> = {}, base?: string) {
    return this.go(
      pathname,
      { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } },
      base,
    )
  }

  /** The CSRF token the admin's forms carry. */
  async csrf(base?: string): Promise<string> {
    const html = await (await this.go('/admin-dashboard/two-factor', {}, base)).text()
    const token = /name="_csrf" value="([^"]+)"/.exec(html)?.[1]
    if (!token) throw new Error('no CSRF token on the two-factor page')
    return token
  }

  /** Forgets the session (the browser was closed) but keeps the device cookie. */
  dropSession(): void {
    this.cookies.delete('lp.sid')
  }
}

/** Signs in with the password alone (two-factor off): 303 to the dashboard. */
export async function signedIn(site: { url: string }, ip?: string): Promise<Client> {
  const admin = new Client(site.url, site.url, ip)
  const res = await admin.post('/admin', TEST_ADMIN)
  expect([res.status, res.headers.get('location')]).toEqual([303, '/admin-dashboard'])
  return admin
}

/** Enrols from the two-factor page, as the admin would: start, read the key, enter a code; each step with the password. */
export async function enrol(admin: Client): Promise<{ app: Authenticator; codes: string[] }> {
  const csrf = await admin.csrf()
  const { password } = TEST_ADMIN
  expect((await admin.post('/admin-dashboard/two-factor/start', { _csrf: csrf, password })).status).toBe(303)
  const app = new Authenticator(secretFromPage(await (await admin.go('/admin-dashboard/two-factor')).text()))
  const on = await admin.post('/admin-dashboard/two-factor/enable', { _csrf: csrf, code: app.code(), password })
  expect(on.status).toBe(200)
  const codes = recoveryCodesFromPage(await on.text())
  expect(codes).toHaveLength(10)
  return { app, codes }
}

/** The password step of a sign-in with two-factor on: 303 to the code step. */
export async function passwordStep(admin: Client) {
  const res = await admin.post('/admin', TEST_ADMIN)
  expect([res.status, res.headers.get('location')]).toEqual([303, '/admin/code'])
}
