import { spawn } from 'node:child_process'
import path from 'node:path'
import { expect, test } from 'vitest'
import { smtpMailer } from '#src/server/mail/sender.server'
import { freePort } from '../setup/server-process'

// Issue 39: a newcomer reads the site's e-mails without a mail server. `npm run mail:print` is a
// mail server on loopback that prints each message; the site reaches it through SMTP_URL with its
// own transport, as it would a real one (docs/decisions/189).
test('npm run mail:print prints a message the site sends to it: sender, recipient, subject and text', async () => {
  const port = await freePort()
  const printer = spawn('npm', ['run', 'mail:print'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH, HOME: process.env.HOME, npm_config_update_notifier: 'false', MAIL_PRINT_PORT: String(port) },
  })
  let output = ''
  printer.stdout.on('data', (d) => (output += d))
  printer.stderr.on('data', (d) => (output += d))
  const exited = new Promise((resolve) => printer.once('exit', resolve))
  try {
    await expect
      .poll(() => output)
      .toContain(`Mail printer listening on smtp://127.0.0.1:${port}: start the site with SMTP_URL=smtp://127.0.0.1:${port}`)
    const mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Loan Partner <no-reply@loanpartner.test>')
    await mailer.send(['asha@example.com'], {
      subject: 'We have your application LP-2026-000123',
      text: 'Dear Asha,\nYour reference is LP-2026-000123.',
      html: '<p>Dear Asha,</p><p>Your reference is LP-2026-000123.</p>',
    })
    mailer.close()
    await expect.poll(() => output).toContain('Your reference is LP-2026-000123.\n')
    expect(output).toContain('From:    "Loan Partner" <no-reply@loanpartner.test>\n')
    expect(output).toContain('To:      asha@example.com\n')
    expect(output).toContain('Subject: We have your application LP-2026-000123\n\nDear Asha,\n')
  } finally {
    printer.kill('SIGTERM')
    await exited
  }
})
