// npm run mail:print: a mail server on this machine that prints each message it is sent, so that the
// site's e-mails can be read without a real one (docs/decisions/189). Start the site with
// SMTP_URL=smtp://127.0.0.1:2525 beside it. MAIL_PRINT_PORT chooses another port.
import { startInbox, type ReceivedMail } from '#tests/setup/smtp'

const port = Number(process.env.MAIL_PRINT_PORT ?? 2525)

function print({ to, parsed }: ReceivedMail): void {
  const rule = '─'.repeat(72)
  console.log(
    [
      rule,
      `Date:    ${(parsed.date ?? new Date()).toISOString()}`,
      `From:    ${parsed.from?.text ?? ''}`,
      `To:      ${to.join(', ')}`,
      `Subject: ${parsed.subject ?? ''}`,
      '',
      (parsed.text ?? '(no text part)').trimEnd(),
      rule,
    ].join('\n'),
  )
}

const inbox = await startInbox(port, [], (mail) => {
  print(mail)
  // Printed is enough: a printer left running for days keeps nothing.
  inbox.mails.length = 0
})
console.log(`Mail printer listening on ${inbox.url}: start the site with SMTP_URL=${inbox.url} to read its e-mails here.`)
