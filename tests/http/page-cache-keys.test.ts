import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startSite, type TestSite } from '../setup/site'

let site: TestSite
beforeAll(async () => {
  site = await startSite()
})
afterAll(() => site?.close())

const get = async (path: string) => {
  const res = await fetch(`${site.url}${path}`, { headers: { 'accept-encoding': 'identity' } })
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() }
}

describe('probe', () => {
  test('contact', async () => {
    for (const p of ['/contact-us?loan=Home+Loan&amount=5000000', '/contact-us?loan=Car+Loan&amount=300000', '/hi/contact-us?loan=Car+Loan&amount=300000', '/hi/contact-us?loan=Car+Loan&amount=300000', '/contact-us?x=1', '/contact-us?x=2']) {
      const r = await get(p)
      console.log(p, r.status, r.cache, /<textarea[^>]*>([^<]*)/.exec(r.body)?.[1])
    }
  })
})
