import type { Knex } from 'knex'
import type { ContactEnquiry } from '#src/shared/schemas/contact'
import { enqueue } from '#src/server/outbox.server'
import { insertEnquiry } from '#src/server/tables/enquiries.server'
import { contactDueBy } from '#src/shared/follow-ups'

/**
 * Stores an enquiry the route has parsed (contactSchema, docs/decisions/185) as 'new' and, in the same
 * transaction, the desk's alert: loan type and link only (docs/decisions/140). Returns its id;
 * database errors propagate.
 */
export function receiveEnquiry(db: Knex, e: ContactEnquiry, now = new Date()): Promise<number> {
  return db.transaction(async (trx) => {
    const receivedAt = now.toISOString()
    const id = await insertEnquiry(trx, {
      first_name: e.FirstName,
      last_name: e.LastName ?? null,
      mobile_number: e.MobileNumber,
      city: e.City,
      loan_type: e.LoanType,
      message: e.Message ?? null,
      email: e.Email ?? null,
      status: 'new',
      created_at: receivedAt,
      // Due for its first call by the time the site promises (docs/decisions/229).
      next_follow_up_at: contactDueBy(now).toISOString(),
    })
    const alert = {
      lead: 'enquiry' as const,
      id,
      reference: `Enquiry ${id}`,
      loanType: e.LoanType || 'Not given',
      amount: null,
      receivedAt,
    }
    await enqueue(trx, [{ kind: 'lead_alert', payload: alert }], now)
    return id
  })
}
