import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { forgetConsentIps } from '#src/server/consent-ledger.server'
import { applicationIdsBefore, eraseApplicationsBefore } from '#src/server/tables/loan-applications.server'
import { enquiryIdsBefore, eraseEnquiriesBefore } from '#src/server/tables/enquiries.server'
import { forgetLeadText } from '#src/server/tables/lead-history.server'

const DAY_MS = 86_400_000

/**
 * Erases (as the admin's erase button does) every application and enquiry received more than
 * `days` days before `now`; a row exactly at the limit stays (docs/decisions/072).
 */
export async function runRetention(
  db: Knex,
  days: number,
  now = new Date(),
): Promise<{ applications: number; enquiries: number; cutoff: string }> {
  const cutoff = new Date(now.getTime() - days * DAY_MS).toISOString()
  const at = now.toISOString()
  return db.transaction(async (trx) => {
    const applicationIds = await applicationIdsBefore(trx, cutoff)
    await forgetLeadText(trx, 'application', applicationIds)
    await forgetConsentIps(trx, applicationIds)
    await forgetLeadText(trx, 'enquiry', await enquiryIdsBefore(trx, cutoff))
    const applications = await eraseApplicationsBefore(trx, cutoff, at)
    const enquiries = await eraseEnquiriesBefore(trx, cutoff, at)
    if (applications || enquiries) {
      await recordAudit(trx, { actor: 'system', action: 'retention.erase', details: { days, cutoff, applications, enquiries } }, now)
    }
    return { applications, enquiries, cutoff }
  })
}
