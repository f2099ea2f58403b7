// The delay from an application's submit to its e-mails arriving at a local SMTP server: the
// production server on SQLite with SMTP_URL set, the sender checking every MAIL_POLL_MS (5 s by
// default). The desk's alert waits for its one-minute digest window (docs/decisions/141), so each
// round waits for its alert before the next submit, and the run takes about a minute per round.
// Run: npm run bench:mail-delay [-- rounds]       (default 3; needs a page build in DIST_DIR)
import { startInbox } from '#tests/setup/smtp'
import { BENCH_ORIGIN, serverBundle, startServer, tempDbPath, validApplication } from './support'

const rounds = Number(process.argv.find((a) => /^\d+$/.test(a)) ?? 3)
const NOTIFY = 'desk@bench.loanpartner.test'
const inbox = await startInbox()
process.env.SMTP_URL = inbox.url
process.env.NOTIFY_EMAIL = NOTIFY
const server = await startServer({ dbPath: tempDbPath('mail-delay'), port: Number(process.env.BENCH_PORT ?? 3233), bundle: serverBundle() })

/** Resolves with the time at which a mail whose text contains `text` reached `to`. */
function arrival(to: string, text: string, since: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const deadline = since + 180_000
    const look = () => {
      if (inbox.to(to).some((m) => m.parsed.text?.includes(text))) return resolve(performance.now())
      if (performance.now() > deadline) return reject(new Error(`no mail to ${to} within 180 s`))
      setTimeout(look, 50)
    }
    look()
  })
}

try {
  const alerts: number[] = []
  const acks: number[] = []
  for (let i = 0; i < rounds; i++) {
    const app = validApplication(i)
    const submitted = performance.now()
    const res = await fetch(`${server.url}/api/v1/loan-application`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: BENCH_ORIGIN },
      body: JSON.stringify(app),
    })
    const { reference } = (await res.json()) as { reference: string }
    const [ack, alert] = await Promise.all([arrival(app.email, reference, submitted), arrival(NOTIFY, reference, submitted)])
    acks.push((ack - submitted) / 1000)
    alerts.push((alert - submitted) / 1000)
    console.log(`round ${i + 1}: acknowledgement ${acks.at(-1)!.toFixed(1)} s, alert ${alerts.at(-1)!.toFixed(1)} s`)
  }
  const max = (xs: number[]) => Math.max(...xs).toFixed(1)
  const mean = (xs: number[]) => (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1)
  console.log(`submit → alert at the desk: mean ${mean(alerts)} s, max ${max(alerts)} s (budget 90 s)`)
  console.log(`submit → acknowledgement to the applicant: mean ${mean(acks)} s, max ${max(acks)} s`)
} finally {
  await server.stop()
  server.cleanup()
  await inbox.close()
}
