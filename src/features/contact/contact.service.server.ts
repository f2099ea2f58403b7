import type { Knex } from 'knex'
import { fieldErrors } from '../../shared/forms'
import { catalogues } from '../../shared/i18n'
import { contactSchema, type ContactEnquiry } from '../../shared/schemas/contact'
import { DomainError } from '../../server/http-error.server'
import { enqueue } from '../../server/outbox.server'
import { insertEnquiry } from '../../server/tables/enquiries.server'

/**
 * Validates a submitted enquiry (form or JSON) and stores it as 'new'; returns its id. An enquiry
 * the schema refuses throws DomainError('invalid') with a message per field (docs/decisions/184).
 * Database errors propagate.
 */
export async function receiveEnquiry(db: Knex, input: unknown, now = new Date()): Promise<number> {
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) throw new DomainError('invalid', catalogues.en.contact.copy.invalid, fieldErrors(parsed.error.issues))
  return storeEnquiry(db, parsed.data, now)
}

/** Stores the enquiry and, in the same transaction, the desk's alert: loan type and link only (docs/decisions/140). */
export function storeEnquiry(db: Knex, e: ContactEnquiry, now = new Date()): Promise<number> {
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
