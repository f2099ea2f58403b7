import { mailSettings, sendDue, smtpMailer } from '#src/server/mail/sender.server'
import { TEST_ADMIN, type TestSite } from './site'
import type { TestInbox } from './smtp'

/**
 * Sends what waits in a site's outbox to `inbox`, once, as the server's sender does when SMTP_URL is
 * set (docs/decisions/140, 141): a story started without SMTP_URL delivers its mail when it chooses.
 */
export async function sendWaiting(site: TestSite, inbox: TestInbox, at = Date.now()) {
  const settings = mailSettings(site.deps.env, site.deps.site, TEST_ADMIN.email)
  const mailer = smtpMailer(inbox.url, settings.from)
  try {
    return await sendDue(site.deps.db, mailer, settings, at)
  } finally {
    mailer.close()
  }
}
