import fs from 'node:fs'
import path from 'node:path'
import { Router } from 'express'
import request from 'supertest'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite

beforeAll(async () => {
  const boom = Router().get('/boom', () => {
    throw Object.assign(new Error('secret detail ABCDE1234F at /work/main/src'), { code: 'EBOOM' })
  })
  site = await startSite({ extraRoutes: boom })
})
afterAll(() => site?.close())

describe('security headers', () => {
  test('the home page carries exactly one strict CSP: scripts only from our own files, none inline', async () => {
    const res = await request(site.app).get('/')
    expect(res.status).toBe(200)
    const csp = res.headers['content-security-policy']
    expect(typeof csp).toBe('string')
    expect(csp).toContain("script-src 'self';")
    for (const d of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) expect(csp).toContain(d)
    expect(csp).not.toMatch(/unsafe-inline|nonce-/)
    // Every executable script is an external file; inline script blocks only carry data (JSON).
    const inline = [...res.text.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]!)
    expect(inline.every((attrs) => /type="application\/(ld\+)?json"/.test(attrs))).toBe(true)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(res.headers['x-powered-by']).toBeUndefined()
  })

  test('a cached page and a fresh one carry the same CSP, since nothing in it changes per request', async () => {
    const [a, b] = [await request(site.app).get('/about'), await request(site.app).get('/about')]
    expect(b.headers['x-cache']).toBe('HIT')
    expect(a.headers['content-security-policy']).toBe(b.headers['content-security-policy'])
  })
})

describe('cross-site requests', () => {
  test('a POST from another site is refused with 403', async () => {
    const res = await request(site.app).post('/contact-us').set('Origin', 'https://evil.example').type('form').send('FirstName=Asha')
    expect(res.status).toBe(403)
    expect(res.text).toContain('refused')
  })

  test('an API POST from another site gets 403 in JSON', async () => {
    const res = await request(site.app).post('/api/v1/loan-application').set('Origin', 'https://evil.example').send({})
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ message: expect.stringContaining('refused') })
  })

  test('a POST with neither Origin nor Sec-Fetch-Site is refused', async () => {
    const res = await request(site.app).post('/contact-us').type('form').send('FirstName=Asha')
    expect(res.status).toBe(403)
  })

  test('a same-origin POST passes the check (Sec-Fetch-Site)', async () => {
    const res = await request(site.app).post('/no-such-form').set('Sec-Fetch-Site', 'same-origin').type('form').send('a=1')
    expect(res.status).toBe(404)
  })
})

describe('limits and errors', () => {
  test('an oversized body gets 413', async () => {
    const res = await request(site.app)
      .post('/api/v1/loan-application')
      .set('Sec-Fetch-Site', 'same-origin')
      .type('json')
      .send(JSON.stringify({ big: 'x'.repeat(200 * 1024) }))
    expect(res.status).toBe(413)
    expect(res.body).toEqual({ message: 'The request is too large.' })
  })

  test('a request that throws gets a plain 500 page: no stack, no detail, and a log line without personal data', async () => {
    const res = await request(site.app).get('/boom')
    expect(res.status).toBe(500)
    expect(res.type).toBe('text/html')
    expect(res.text).toContain('Something went wrong. Please try again later.')
    expect(res.text).not.toMatch(/ABCDE1234F|\/work\/main|at .*\.ts/)
    expect(site.logs.join('\n')).toContain('code=EBOOM')
    expect(site.logs.join('\n')).not.toContain('ABCDE1234F')
  })

  test('an unknown page answers 404 inside the layout', async () => {
    const res = await request(site.app).get('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.text).toContain('class="site-header"')
    expect(res.text).toContain('Page not found')
  })

  test('an unknown API path answers 404 in JSON', async () => {
    const res = await request(site.app).get('/api/v1/nothing-here')
    expect(res.status).toBe(404)
    expect(res.body).toEqual({ message: 'Not found.' })
  })
})

describe('built assets', () => {
  test('a script is sent pre-compressed with brotli when the browser accepts it, and unpacks to the built file', async () => {
    const dir = path.join(site.deps.env.distDir, 'client/assets/entries')
    const name = fs.readdirSync(dir).find((f) => f.endsWith('.js'))!
    const res = await request(site.app)
      .get(`/assets/entries/${name}`)
      .set('Accept-Encoding', 'gzip, br')
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = []
        r.on('data', (c: Buffer) => chunks.push(c))
        r.on('end', () => cb(null, Buffer.concat(chunks)))
      })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['content-type']).toMatch(/^text\/javascript/)
    expect(res.headers['cache-control']).toContain('immutable')
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    // supertest unpacks the brotli body itself; it must equal the built file byte for byte.
    expect((res.body as Buffer).equals(fs.readFileSync(path.join(dir, name)))).toBe(true)
    expect(Number(res.headers['content-length'])).toBe(fs.statSync(path.join(dir, `${name}.br`)).size)
  })
})
