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
import { startInbox, type TestInbox } from '../setup/smtp'

// Two app processes on one PostgreSQL database, each running the mail sender: the jobs table lets one
// send at a time and each message is claimed by one (docs/decisions/141). On TEST_DATABASE_URL, or the PostgreSQL every run starts (tests/setup/postgres.ts).
const PUBLIC_ORIGIN = 'http://loanpartner.test'
const COUNT = 200

function application(i: number) {
  const n = String(i).padStart(4, '0')
  return {
    loanAmount: 100000 + i * 1000,
    monthlyIncome: 50000,
    purpose: 'Personal',
    fullName: 'Sanjay Rao',
    email: `applicant${n}@example.com`,
    panCard: `SCALE${n}Z`,
    mobileNumber: `9${String(800000000 + i)}`,
    companyName: 'Konkan Freight',
    pinCode: '400001',
    gender: 'MALE',
    dateOfBirth: '14/02/1985',
    state: 'Maharashtra',
    city: 'Mumbai',
    isChecked: true,
  }
}

describe('e-mail from two app processes on one PostgreSQL database', () => {
  let pg: ScratchPostgres
  let inbox: TestInbox
  let procs: ServerProcess[] = []

  beforeAll(async () => {
    pg = await scratchPostgres()
    inbox = await startInbox()
    const ports = await Promise.all([freePort(), freePort()])
    const env = {
      DATABASE_URL: pg.url,
      PUBLIC_ORIGIN,
      ...PROCESS_SECRETS,
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL: 'desk@loanpartner.test',
      MAIL_POLL_MS: '200',
      RATE_LIMIT_FORMS: '0',
      ADMIN_EMAIL: 'admin@loanpartner.in',
      ADMIN_PASSWORD: 'scale-outbox-admin-password',
    }
    procs = ports.map((port) => spawnServer(env, port))
    await Promise.all(procs.map((p) => waitReady(p)))
  })
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()))
    await inbox?.close()
    await pg?.drop()
  })

  test(`${COUNT} applications across both make exactly ${COUNT} acknowledgements, none sent twice`, async () => {
    const references: string[] = []
    // Ten at a time, alternating processes, as a proxy would spread them.
    for (let start = 0; start < COUNT; start += 10) {
      const batch = await Promise.all(
        Array.from({ length: 10 }, async (_, k) => {
          const i = start + k
          const res = await fetch(`${procs[i % 2]!.url}/api/v1/loan-application`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', origin: PUBLIC_ORIGIN },
            body: JSON.stringify(application(i)),
          })
          expect(res.status).toBe(201)
          return ((await res.json()) as { reference: string }).reference
        }),
      )
      references.push(...batch)
    }
    const acknowledgements = () => inbox.mails.filter((m) => m.parsed.subject?.startsWith('Application received'))
    await expect.poll(() => acknowledgements().length, { timeout: 120_000, interval: 500 }).toBe(COUNT)

    const recipients = acknowledgements().flatMap((m) => m.to)
    expect(new Set(recipients).size).toBe(COUNT)
    const subjects = new Set(acknowledgements().map((m) => m.parsed.subject))
    for (const r of references) expect(subjects.has(`Application received: ${r}`)).toBe(true)
  })
})
