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

// Issue 43 (docs/decisions/201): the sample lenders are seeded by a migration, once, under the start-up
// lock; two processes that boot together on an empty PostgreSQL database show the same six, and an
// admin's change on one shows on the other at once.
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
})
