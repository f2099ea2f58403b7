import os from 'node:os'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createDb, migrate, type Db } from '#src/server/db.server'
import { insertFakeApplication, insertFakeEnquiry } from '../setup/lead-fixtures'
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

// The desk's morning digest from two app processes on one PostgreSQL database (issue 44, item 6;
// docs/decisions/231): one e-mail a day to NOTIFY_EMAIL, and its raw message holds no PAN, mobile
// number or date of birth. DESK_DIGEST_AT=00:00 makes any moment of the day past the digest time, so
// both processes start as a process started after 09:30 does: the day's digest is theirs to write.

const PUBLIC_ORIGIN = 'http://loanpartner.test'
const DESK = 'desk@loanpartner.test'
const HOUR = 3_600_000
const KEY = Buffer.from(PROCESS_SECRETS.DATA_KEY, 'hex')
const PAN = 'DGSTZ4321K'
const MOBILE = '9876501234'
const countLines = (procs: ServerProcess[], pattern: RegExp) =>
  procs.map((p) => p.output().match(new RegExp(pattern, 'g'))?.length ?? 0).reduce((a, b) => a + b, 0)

describe('the morning digest from two app processes on one PostgreSQL database', () => {
  let pg: ScratchPostgres
  let db: Db
  let inbox: TestInbox
  let procs: ServerProcess[] = []
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    pg = await scratchPostgres()
    db = createDb(pg.url, { pool: { min: 0, max: 2 } })
    await migrate(db)
    // The day's leads, stored before either process starts: one new application with its call due an
    // hour ago, one enquiry, and a request past its 7 days on an older application.
    const now = Date.now()
    ids.fresh = await insertFakeApplication(db, KEY, 1, new Date(now - 2 * HOUR), {
      pan: PAN,
      mobile_number: MOBILE,
      reference: 'LP-2611-DGSTZ1',
    })
    await db('loan_applications')
      .where({ id: ids.fresh })
      .update({ next_follow_up_at: new Date(now - HOUR).toISOString() })
    ids.enquiry = await insertFakeEnquiry(db, 2, new Date(now - HOUR), { mobile_number: '8765409876' })
    ids.older = await insertFakeApplication(db, KEY, 3, new Date(now - 10 * 24 * HOUR), { reference: 'LP-2611-DGSTZ3' })
    await db('lead_requests').insert({
      application_id: ids.older,
      kind: 'erasure',
      status: 'open',
      created_at: new Date(now - 8 * 24 * HOUR).toISOString(),
    })

    inbox = await startInbox()
    const env = {
      DATABASE_URL: pg.url,
      PUBLIC_ORIGIN,
      ...PROCESS_SECRETS,
      SMTP_URL: inbox.url,
      NOTIFY_EMAIL: DESK,
      MAIL_POLL_MS: '200',
      JOB_CHECK_MS: '200',
      DESK_DIGEST_AT: '00:00',
      ADMIN_EMAIL: 'admin@loanpartner.in',
      ADMIN_PASSWORD: 'scale-digest-admin-password',
    }
    const ports = await Promise.all([freePort(), freePort()])
    procs = ports.map((port) => spawnServer(env, port))
    await Promise.all(procs.map((p) => waitReady(p)))
  })
  afterAll(async () => {
    await Promise.all(procs.map((p) => p.stop()))
    await inbox?.close()
    await db?.destroy()
    await pg?.drop()
  })

  const digests = () => inbox.to(DESK).filter((m) => m.parsed.subject?.startsWith('Desk digest'))

  test('one digest a day however often both processes look: the day is taken once, the e-mail sent once', async () => {
    await expect.poll(() => digests().length, { timeout: 60_000, interval: 200 }).toBeGreaterThanOrEqual(1)
    const [taken] = await db('desk_digests').select('day', 'sent_at')
    // The job runs on after the digest (every 5 checks of 200 ms); wait for two more runs, by either process.
    const holders = new Set<string>()
    const runsSince = async () => {
      const job = await db('jobs').where({ name: 'desk-digest' }).first()
      if (job.ran_at > taken.sent_at) holders.add(`${job.ran_by} ${job.ran_at}`)
      return holders.size
    }
    await expect.poll(runsSince, { timeout: 60_000, interval: 100 }).toBeGreaterThanOrEqual(2)
    // Whatever a later run might have written would be sent within a mail poll: the outbox is empty.
    await expect.poll(async () => Number((await db('outbox').count({ n: '*' }).first())!.n), { interval: 200 }).toBe(0)

    expect(await db('desk_digests').select('day', 'sent_at')).toEqual([taken])
    expect(digests().map((m) => m.to)).toEqual([[DESK]])
    expect(countLines(procs, /job desk-digest ran/)).toBe(1)
    // Which processes ran the job after the digest (host:pid): either or both; neither wrote it again.
    const pids = procs.map((p) => `${os.hostname()}:${p.child.pid}`)
    for (const h of holders) expect(pids).toContain(h.split(' ')[0])
  })

  test('its raw message holds references and counts, and no PAN, mobile number, date of birth, income or name', async () => {
    const [mail] = digests()
    const { raw, parsed } = mail!
    expect(parsed.subject).toMatch(/^Desk digest, \d{1,2} \w{3} \d{4}: 2 new leads, 1 follow-up due, 1 overdue request$/)
    expect(parsed.text).toContain(`LP-2611-DGSTZ1 · Application`)
    expect(parsed.text).toContain(`${PUBLIC_ORIGIN}/admin-dashboard/applications/${ids.fresh}`)
    expect(parsed.text).toContain(`Enquiry ${ids.enquiry}`)
    expect(parsed.text).toContain('LP-2611-DGSTZ3 · Erase my data')
    // The raw message is read as the mail server received it, soft line breaks joined, so that no
    // value can hide across a quoted-printable line; its references show it is readable that way.
    const joined = raw.replace(/=\r?\n/g, '')
    expect(joined).not.toMatch(/content-transfer-encoding:\s*base64/i)
    expect(joined).toContain('LP-2611-DGSTZ1')
    const rows = await db('loan_applications').select(
      'full_name',
      'email',
      'mobile_number',
      'pan_masked',
      'date_of_birth',
      'monthly_income',
    )
    const enquiry = await db('enquiries').where({ id: ids.enquiry }).first()
    const secrets = [PAN, MOBILE, '12/04/1990', '12 Apr 1990', '12 April 1990', enquiry.mobile_number, enquiry.first_name, enquiry.email]
    for (const r of rows) secrets.push(r.full_name, r.email, r.mobile_number, r.pan_masked, r.date_of_birth, String(r.monthly_income))
    expect(secrets).toContain('1990-04-12')
    for (const secret of secrets) {
      for (const part of [joined, parsed.text ?? '', String(parsed.html)]) expect(part).not.toContain(secret)
    }
  })
})
