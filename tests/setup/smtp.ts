import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's recipients, as the server was asked to deliver to. */
  to: string[]
  raw: string
  parsed: ParsedMail
}

export interface TestInbox {
  port: number
  url: string
  mails: ReceivedMail[]
  /** The mails delivered to one address. */
  to(address: string): ReceivedMail[]
  close(): Promise<void>
}

/**
 * A real SMTP server on loopback, plain (no TLS, no auth), that keeps every message it accepts.
 * `rejects` names recipients it refuses (550), as a mail server does an address that does not exist.
 * `onMail` sees each message as it is accepted (`npm run mail:print` prints it).
 */
export async function startInbox(port = 0, rejects: string[] = [], onMail?: (mail: ReceivedMail) => void): Promise<TestInbox> {
  const mails: ReceivedMail[] = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (rejects.includes(address.address)) return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }))
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        simpleParser(raw)
          .then((parsed) => {
            const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, parsed }
            mails.push(mail)
            onMail?.(mail)
            callback()
          })
          .catch(callback)
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const address = server.server.address() as { port: number }
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    mails,
    to: (a) => mails.filter((m) => m.to.includes(a)),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
