import { createHash } from 'node:crypto'
import net from 'node:net'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, TEST_ADMIN, type TestSite } from '../setup/site'

// Findings of issue 22 that an attacker reaches through HTTP alone: each story fails on the code
// before the fix (docs/decisions/151, 152).

let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

/** Sends one raw request (any request target) and returns the status line and headers. */
function rawRequest(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head))
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(answer.split('\r\n\r\n')[0]!))
    socket.on('error', reject)
  })
}

const locationOf = (head: string) => /\r\nlocation: ([^\r]*)/i.exec(head)?.[1]

describe('the trailing-slash redirect (finding 3)', () => {
  test('an absolute-form request target is redirected to our own path, never to the host it names', async () => {
    const head = await rawRequest(site.url, 'GET http://evil.example/about/ HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n')
    expect(head).toMatch(/^HTTP\/1\.1 30[18]/)
    expect(locationOf(head)).toBe('/about')
  })

  test('a backslash after the first slash cannot make the redirect leave the site', async () => {
    const host = new URL(site.url).host
    for (const target of ['/\\evil.example/', '/\\/evil.example/', '//evil.example/about/']) {
      const head = await rawRequest(site.url, `GET ${target} HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
      const location = locationOf(head)
      if (location === undefined) continue // answered without a redirect (404): nowhere to go
      expect([target, location]).toEqual([target, expect.stringMatching(/^\/(?![/\\])[^\\]*$/)])
    }
    const head = await rawRequest(site.url, `GET /\\evil.example/ HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`)
    expect(locationOf(head)).toBe('/evil.example/')
  })

  test('a redirect keeps the query string of the request', async () => {
    const res = await request(site.url).get('/about/?ref=home').redirects(0)
    expect(res.headers.location).toBe('/about?ref=home')
  })
})

describe('the page cache (finding 9)', () => {
  test('a random campaign parameter or unknown key is answered from the page already kept', async () => {
    await request(site.url).get('/about')
    for (const query of [`utm_source=${Math.random()}`, `gclid=${Math.random()}`, `x=${Math.random()}`]) {
      const res = await request(site.url).get(`/about?${query}`)
      expect([query, res.status, res.headers['x-cache']]).toEqual([query, 200, 'HIT'])
    }
  })
})

describe('a malformed cookie (finding 2)', () => {
  test('a flash cookie that is not even valid percent-encoding leaves every page working', async () => {
    for (const path of ['/', '/about', '/contact-us', '/blog', '/admin']) {
      const res = await request(site.url).get(path).set('Cookie', 'lp.flash=%E0%A4%A')
      expect([path, res.status]).toEqual([path, 200])
    }
  })
})

describe('headers (finding 5)', () => {
  test('Permissions-Policy turns off powerful features, and X-Frame-Options agrees with frame-ancestors', async () => {
    for (const path of ['/', '/about']) {
      for (const res of [await request(site.url).get(path), await request(site.url).get(path)]) {
        expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()')
        expect(res.headers['x-frame-options']).toBe('DENY')
        expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
      }
    }
  })

  test('the CSRF token is an HMAC under a server key, not a bare hash of the session id', async () => {
    const login = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
    const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
    const sid = /^lp\.sid=s%3A([^.]+)\./.exec(cookie)![1]!
    const page = await request(site.url).get('/admin-dashboard/applications').set('Cookie', cookie)
    const token = /name="_csrf" value="([^"]+)"/.exec(page.text)![1]!
    expect(token).toMatch(/^[\w-]{43}$/)
    expect(token).not.toBe(
      createHash('sha256')
        .update(`csrf:${decodeURIComponent(sid)}`)
        .digest('base64url'),
    )
  })
})

describe('errors (finding 6)', () => {
  test('an unknown post or service answers 404 and writes no render error to the log', async () => {
    for (const path of ['/single-blog/999999', '/services/no-such-service']) {
      const res = await request(site.url).get(path)
      expect([path, res.status]).toEqual([path, 404])
    }
    await expect.poll(() => site.logs.join('\n')).toMatch(/GET page \/services\/@serviceName 404/)
    expect(site.logs.join('\n')).not.toMatch(/render error/)
  })
})

describe('in production behind TLS (finding 5)', () => {
  let prod: TestSite
  beforeAll(async () => {
    prod = await startSite({ env: { NODE_ENV: 'production', TRUST_PROXY: '1' } })
  })
  afterAll(() => prod?.close())

  test('the session cookie is __Host- prefixed and Secure, and so is every other cookie of the sign-in', async () => {
    const login = await request(prod.url)
      .post('/admin')
      .set('Origin', prod.url)
      .set('X-Forwarded-Proto', 'https')
      .type('form')
      .send(TEST_ADMIN)
    expect(login.status).toBe(303)
    const cookies = login.headers['set-cookie'] as unknown as string[]
    const session = cookies.find((c) => c.startsWith('__Host-lp.sid='))
    expect(session).toMatch(/; Path=\/; .*HttpOnly; Secure; SameSite=Lax/)
    expect(session).not.toMatch(/Domain=/i)
    expect(cookies.length).toBeGreaterThanOrEqual(3)
    for (const c of cookies) expect(c).toMatch(/; Secure/)
    // The __Host- session works: the dashboard opens with it, and logout clears it.
    const sessionPair = session!.split(';')[0]!
    const dashboard = await request(prod.url).get('/admin-dashboard').set('X-Forwarded-Proto', 'https').set('Cookie', sessionPair)
    expect(dashboard.status).toBe(200)
  })

  test('over plain http the session cookie keeps its plain name, as a browser would refuse a __Host- one', async () => {
    const login = await request(prod.url).post('/admin').set('Origin', prod.url).type('form').send(TEST_ADMIN)
    const cookies = login.headers['set-cookie'] as unknown as string[]
    expect([login.status, cookies]).toEqual([303, expect.arrayContaining([expect.stringMatching(/^lp\.sid=/)])])
    expect(cookies.some((c) => c.startsWith('__Host-'))).toBe(false)
  })
})
