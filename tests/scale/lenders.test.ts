import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import {
  freePort,
  PROCESS_SECRETS,
  scratchPostgres,
  spawnServer,
  waitReady,
  type ScratchPostgres,
  type ServerProcess,
} from '../setup/server-process'
import { Client } from '../setup/two-factor'
import { personalProductForm } from '../setup/lender-fixtures'
import { offersApplication } from '../setup/offer-fixtures'

// Issue 43 (docs/decisions/201, 220): the sample lenders are seeded by a migration, once, under the
// start-up lock; two processes that boot together on an empty PostgreSQL database show the same six, an
// admin's change on one shows on the other at once, and a borrower's offers keep what they showed.
const PUBLIC_ORIGIN = 'http://loanpartner.test'
const ADMIN = { email: 'admin@loanpartner.in', password: 'lenders-scale-admin-password' }

const lenderRows = (html: string) => [...html.matchAll(/<th scope="row">([^<]*)/g)].map((m) => m[1])

describe('two processes booting at once on an empty PostgreSQL database', () => {
  let pg: ScratchPostgres
  let a: ServerProcess
  let b: ServerProcess

  beforeAll(async () => {
    pg = await scratchPostgres()
    const ports = await Promise.all([freePort(), freePort()])
    const env = {
      DATABASE_URL: pg.url,
      PUBLIC_ORIGIN,
      TRUST_PROXY: '0',
      ...PROCESS_SECRETS,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    }
    ;[a, b] = ports.map((port) => spawnServer(env, port)) as [ServerProcess, ServerProcess]
    await Promise.all([a, b].map((p) => waitReady(p)))
  })
  afterAll(async () => {
    await Promise.all([a, b].map((p) => p?.stop()))
    await pg?.drop()
  })

  test('each shows the six sample lenders once, and a lender paused on one is soon gone from the other’s /disclosures', async () => {
    const six = [
      'Sahyog Finance Limited',
      'Trivan Bank Limited',
      'Nirmala Capital Private Limited',
      'Pankh Credit Limited',
      'Kaveri Fincorp Limited',
      'Pragati Bank Limited',
    ]
    for (const p of [a, b]) expect(lenderRows(await (await fetch(`${p.url}/disclosures`)).text())).toEqual(six)

    const admin = new Client(PUBLIC_ORIGIN)
    expect((await admin.post('/admin', ADMIN, a.url)).status).toBe(303)
    const paused = await admin.post('/admin-dashboard/lenders/1/pause', { _csrf: await admin.csrf(a.url) }, a.url)
    expect([paused.status, paused.headers.get('location')]).toEqual([303, '/admin-dashboard/lenders/1'])
    // The other process's page cache learns of the change within a second (docs/decisions/085).
    await expect.poll(async () => lenderRows(await (await fetch(`${b.url}/disclosures`)).text()), { timeout: 5_000 }).toEqual(six.slice(1))
  })

  test('a product edited on one process while a borrower looks on the other: the borrower keeps the offer shown, the next application sees the edit', async () => {
    let n = 0
    const applies = async () => {
      const borrower = new Client(PUBLIC_ORIGIN, b.url)
      const res = await borrower.post('/apply-now', offersApplication(++n))
      expect(res.status).toBe(303)
      return borrower
    }
    const rates = async (borrower: Client) =>
      [...(await (await borrower.go('/offers')).text()).matchAll(/<h2[^>]*>(\w+ \w+)[\s\S]*?Interest rate<\/dt><dd>([\d.]+)%/g)].map(
        (m) => `${m[1]} ${m[2]}%`,
      )
    const first = await applies()
    expect(await rates(first)).toContain('Trivan Bank 10.75%')

    // Trivan Bank's personal loan (lender 2, product 3) goes to 12% on the other process.
    const admin = new Client(PUBLIC_ORIGIN)
    expect((await admin.post('/admin', ADMIN, a.url)).status).toBe(303)
    const trivan = {
      ...personalProductForm,
      minAmount: '1,00,000',
      maxAmount: '10,00,000',
      maxTenure: '72',
      rate: '12',
      processingFee: '1',
      minMonthlyIncome: '50,000',
      statesServed: 'all',
      states: [],
      _csrf: await admin.csrf(a.url),
    }
    const edited = await admin.go(
      '/admin-dashboard/lenders/2/products/3',
      { method: 'POST', body: new URLSearchParams(trivan as unknown as Record<string, string>) },
      a.url,
    )
    expect(edited.status).toBe(303)

    expect(await rates(first)).toContain('Trivan Bank 10.75%')
    expect(await rates(await applies())).toContain('Trivan Bank 12%')
  })
})
