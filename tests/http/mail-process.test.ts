import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, test } from 'vitest'
import { freePort, PROCESS_SECRETS, spawnServer, waitReady, type ServerProcess } from '../setup/server-process'
import { startInbox } from '../setup/smtp'

// The built server as its own process (docs/decisions/140, 141): started without SMTP_URL, as
// `npm start` runs today, it accepts an application and keeps its e-mail; stopped with SIGTERM and
// started again with SMTP_URL, it sends what waited.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-mail-'))
const running: ServerProcess[] = []
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')))
  fs.rmSync(dir, { recursive: true, force: true })
})

const base = {
  DATABASE_URL: path.join(dir, 'site.sqlite'),
  UPLOADS_DIR: path.join(dir, 'uploads'),
  ADMIN_EMAIL: 'owner@loanpartner.test',
  ADMIN_PASSWORD: 'mail-process-admin-password',
  PUBLIC_ORIGIN: 'http://loanpartner.test',
  ...PROCESS_SECRETS,
}

async function start(env: Record<string, string>) {
  const p = spawnServer({ ...base, ...env }, await freePort())
  running.push(p)
  await waitReady(p)
  return p
}

test('without SMTP_URL messages wait through a SIGTERM; the next start with SMTP_URL sends them', async () => {
  const first = await start({})
  const res = await fetch(`${first.url}/api/v1/loan-application`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base.PUBLIC_ORIGIN },
    body: JSON.stringify({
      loanAmount: 250000,
      monthlyIncome: 40000,
      purpose: 'Education',
      fullName: 'Neha Joshi',
      email: 'neha@example.com',
      panCard: 'NEHAJ5678P',
      mobileNumber: '9765432109',
      companyName: 'Pune Analytics',
      pinCode: '411001',
      gender: 'FEMALE',
      dateOfBirth: '17/06/1996',
      state: 'Maharashtra',
      city: 'Pune',
      isChecked: true,
    }),
  })
  expect(res.status).toBe(201)
  const { reference } = (await res.json()) as { reference: string }
  expect(first.output()).toContain('E-mail is not set up (SMTP_URL): messages wait in the outbox.')
  expect(await first.stop('SIGTERM')).toBe(0)

  const inbox = await startInbox()
  try {
    const second = await start({ SMTP_URL: inbox.url, MAIL_POLL_MS: '200' })
    await expect.poll(() => inbox.to('neha@example.com').length).toBe(1)
    expect(inbox.to('neha@example.com')[0]!.parsed.subject).toBe(`Application received: ${reference}`)
    // The desk's alert waits for its one-minute digest window: tests/http/mail.test.ts moves the
    // sender's clock past it instead of waiting here.
    expect(await second.stop('SIGTERM')).toBe(0)
    expect(second.output()).not.toContain('neha@example.com')
    expect(second.output()).not.toContain('NEHAJ5678P')
  } finally {
    await inbox.close()
  }
})
