import fs from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import knex from 'knex'
import { afterAll, afterEach, describe, expect, test } from 'vitest'
import { freePort, PROCESS_SECRETS, spawnServer, waitReady, type ServerProcess } from '../setup/server-process'

// What an operator meets when running the built server as its own process (docs/decisions/084).
const running: ServerProcess[] = []
const dirs: string[] = []
afterEach(async () => {
  await Promise.all(running.splice(0).map((p) => p.stop('SIGKILL')))
})
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })))

function sqliteEnv(extra: Record<string, string> = {}): Record<string, string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-ops-'))
  dirs.push(dir)
  return {
    DATABASE_URL: path.join(dir, 'site.sqlite'),
    UPLOADS_DIR: path.join(dir, 'uploads'),
    ADMIN_PASSWORD: 'operations-admin-password',
    ...PROCESS_SECRETS,
    ...extra,
  }
}

async function start(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const p = spawnServer(env, port ?? (await freePort()))
  running.push(p)
  return p
}

/** A non-loopback IPv4 address of this machine, if it has one. */
const outsideAddress = () =>
  Object.values(os.networkInterfaces())
    .flat()
    .find((i) => i && i.family === 'IPv4' && !i.internal)?.address

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })

describe('starting the server', () => {
  // How soon it exits is a figure for a benchmark, not a test on a busy machine (docs/decisions/128).
  test('on a port that is taken, it exits non-zero with a line naming the port', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1')
    await new Promise((r) => blocker.once('listening', r))
    const { port } = blocker.address() as net.AddressInfo
    try {
      const p = await start(sqliteEnv(), port)
      expect(await p.exited).toBe(1)
      expect(p.output()).toContain(`Start failed: port ${port} on 127.0.0.1 is already in use (EADDRINUSE).`)
    } finally {
      blocker.close()
    }
  })

  test('in production on PostgreSQL without its secrets and origin, it refuses to start and names them', async () => {
    const p = await start({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/not_used' })
    expect(await p.exited).toBe(1)
    expect(p.output()).toContain('production on PostgreSQL needs SESSION_SECRET, DATA_KEY, PUBLIC_ORIGIN')
  })

  test('in production on PostgreSQL without its legal identity and grievance officer, it exits 1 with one line naming them', async () => {
    const p = await start({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/not_used',
      SESSION_SECRET: 'x'.repeat(40),
      DATA_KEY: 'ab'.repeat(32),
      PUBLIC_ORIGIN: 'https://loans.example',
      COMPANY_LEGAL_NAME: 'Loan Partner Services Private Limited',
    })
    expect(await p.exited).toBe(1)
    const lines = p.output().trim().split('\n')
    expect(lines).toEqual([
      'Invalid configuration: production on PostgreSQL needs COMPANY_CIN, COMPANY_REGISTERED_OFFICE, COMPANY_ROLE, GRIEVANCE_OFFICER_NAME, GRIEVANCE_OFFICER_EMAIL, GRIEVANCE_OFFICER_PHONE (the same value in every process).',
    ])
  })

  test('behind a trusted proxy and without HOST, it listens on loopback only, so X-Forwarded-For cannot come from outside', async () => {
    const env = sqliteEnv({ TRUST_PROXY: '1' })
    const port = await freePort()
    const p = spawnServer({ ...env, HOST: '' }, port)
    running.push(p)
    await waitReady(p)
    expect(p.output()).toContain(`listening on http://127.0.0.1:${port}`)
    expect(await connects('127.0.0.1', port)).toBe(true)
    const outside = outsideAddress()
    if (outside) expect(await connects(outside, port)).toBe(false)
  })
})

describe('a running server', () => {
  test('answers /healthz and /readyz for the load balancer, uncached', async () => {
    const p = await start(sqliteEnv())
    await waitReady(p)
    const health = await fetch(`${p.url}/healthz`)
    expect(health.status).toBe(200)
    expect(await health.text()).toBe('ok')
    const ready = await fetch(`${p.url}/readyz`)
    expect([ready.status, await ready.text(), ready.headers.get('cache-control')]).toEqual([200, 'ready', 'no-store'])
  })

  test('logs one line per request with its id, method, route pattern, status and time, never the query or the values', async () => {
    const p = await start(sqliteEnv())
    await waitReady(p)
    const res = await fetch(`${p.url}/single-blog/424242?mobile=9876543210`)
    const id = res.headers.get('x-request-id')!
    await fetch(`${p.url}/9876543210`)
    // The access log writes in batches: wait for the line of the last request.
    await expect.poll(() => p.output()).toMatch(/ GET page \/_error 404 /)
    const line = p
      .output()
      .split('\n')
      .find((l) => l.startsWith(id))
    expect(line).toMatch(new RegExp(`^${id} GET page /single-blog/@id 404 \\d+\\.\\dms$`))
    expect(p.output()).toMatch(/ GET page \/_error 404 /)
    expect(p.output()).not.toContain('9876543210')
    expect(p.output()).not.toContain('424242')
  })

  test('a failing page data hook prints no searched mobile number, e-mail or PAN, only an error code', async () => {
    const env = sqliteEnv()
    const p = await start(env)
    await waitReady(p)
    const login = await fetch(`${p.url}/admin`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin: p.url },
      body: new URLSearchParams({ email: 'admin@loanpartner.in', password: env.ADMIN_PASSWORD! }),
    })
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith('lp.sid='))!
      .split(';')[0]!
    const list = await (await fetch(`${p.url}/admin-dashboard/applications`, { headers: { cookie } })).text()
    const csrf = /name="_csrf" value="([^"]+)"/.exec(list)![1]!

    // The table goes away under the running server, so the list's query fails inside its +data hook.
    const db = knex({ client: 'sqlite3', connection: { filename: env.DATABASE_URL! }, useNullAsDefault: true })
    await db.raw('alter table loan_applications rename to loan_applications_away')
    await db.destroy()

    for (const q of ['9876543210', 'priya.sharma@example.in', 'ABCDE1234F']) {
      const res = await fetch(`${p.url}/admin-dashboard/applications`, {
        method: 'POST',
        headers: { cookie, origin: p.url },
        body: new URLSearchParams({ _csrf: csrf, q }),
      })
      expect(res.status).toBe(500)
    }
    // Each failure has its error line, and the access log (written in batches) its 500.
    await expect.poll(() => p.output().match(/ 500 \d+\.\dms$/gm)?.length).toBe(3)
    const output = p.output()
    expect(output).toContain('code=SQLITE_ERROR')
    for (const value of ['9876543210', 'priya.sharma@example.in', 'ABCDE1234F', 'loan_applications_away'])
      expect(output).not.toContain(value)
  })

  test('on SIGTERM it finishes an application in flight, stores it, and exits 0', async () => {
    const env = sqliteEnv({ RATE_LIMIT_FORMS: '0' })
    const p = await start(env)
    await waitReady(p)
    const { validApplication } = await import('#bench/support')
    // The request asks to continue before it sends its body, so the server has it in hand (it answers
    // 100 Continue) when SIGTERM arrives; only then is the body sent.
    const body = JSON.stringify(validApplication(7))
    const inFlight = http.request(`${p.url}/api/v1/loan-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), origin: p.url, expect: '100-continue' },
    })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      inFlight.on('error', reject)
      inFlight.on('response', (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, text }))
      })
    })
    inFlight.flushHeaders()
    await new Promise((resolve) => inFlight.once('continue', resolve))
    p.child.kill('SIGTERM')
    inFlight.end(body)
    const res = await answer
    expect(res.status).toBe(201)
    const { reference } = JSON.parse(res.text) as { reference: string }
    expect(await p.exited).toBe(0)
    expect(p.output()).toContain('stopped')
    const db = knex({ client: 'sqlite3', connection: { filename: env.DATABASE_URL! }, useNullAsDefault: true })
    expect(await db('loan_applications').where({ reference }).first()).toBeDefined()
    await db.destroy()
  })
})
