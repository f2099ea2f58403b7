import { createHmac } from 'node:crypto'
import sharp from 'sharp'
import request from 'supertest'
import type { TestSite } from '../setup/site'
import { TEST_ADMIN } from '../setup/site'

/** A real image made here: a gradient-free solid picture of the given size and colour. */
export function makeImage(width: number, height: number, colour: string, format: 'png' | 'jpeg' | 'gif' = 'png'): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: colour } })
  return image[format]().toBuffer()
}

/** Signs in through the HTML form; returns the session cookie and the CSRF token of the admin forms. */
export async function signIn(site: TestSite): Promise<{ cookie: string; csrf: string }> {
  const res = await request(site.url).post('/admin').set('Origin', site.url).type('form').send(TEST_ADMIN)
  if (res.status !== 303) throw new Error(`sign-in answered ${res.status}`)
  const cookie = (res.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('lp.sid='))!.split(';')[0]!
  const page = await request(site.url).get('/admin-dashboard/createblog').set('Cookie', cookie)
  const csrf = /name="_csrf" value="([^"]+)"/.exec(page.text)?.[1]
  if (!csrf) throw new Error('no CSRF token on the create page')
  return { cookie, csrf }
}

export async function apiToken(site: TestSite): Promise<string> {
  const res = await request(site.url).post('/api/v1/admin/admin-login').set('Origin', site.url).send(TEST_ADMIN)
  return res.body.token as string
}

const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url')

/** Tokens an attacker might try: alg none, a wrong key, an expired one. */
export function forgedTokens(email: string) {
  const now = Math.floor(Date.now() / 1000)
  const payload = b64({ sub: email, purpose: 'api', iat: now, exp: now + 3600 })
  const head = b64({ alg: 'HS256', typ: 'JWT' })
  const mac = (key: string, data: string) => createHmac('sha256', key).update(data).digest('base64url')
  return {
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    wrongKey: `${head}.${payload}.${mac('not-the-key', `${head}.${payload}`)}`,
  }
}

export async function uploadFiles(dir: string): Promise<string[]> {
  const fs = await import('node:fs/promises')
  try {
    return (await fs.readdir(dir)).sort()
  } catch {
    return []
  }
}

/**
 * The stored image files of a site: those in its uploads folder and those in its images table, so
 * that a test sees what either store (docs/decisions/082-image-store.md) kept and what it left behind.
 * `only` looks at one of the two places.
 */
export async function storedFiles(site: TestSite, only?: 'disk' | 'database'): Promise<string[]> {
  const onDisk = only === 'database' ? [] : await uploadFiles(site.deps.env.UPLOADS_DIR)
  const inDb = only === 'disk' ? [] : (await site.deps.db('images').select('file')).map((r: { file: string }) => r.file)
  return [...onDisk, ...inDb].sort()
}
