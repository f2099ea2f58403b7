import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { type EnquiryDetail, type EnquirySummary, type LeadPage } from '#src/shared/leads'
import { enquiriesTable, eraseEnquiryRow, selectEnquiry, type EnquiryRow } from '#src/server/tables/enquiries.server'
import { forgetLeadText, selectNotes, selectStatusChanges } from '#src/server/tables/lead-history.server'
import { leadCsv, listLeadPage, noSuchLead } from './lead-table.service.server'

function toSummary(r: EnquiryRow): EnquirySummary {
  return {
    id: Number(r.id),
    createdAt: r.created_at,
    name: [r.first_name, r.last_name].filter(Boolean).join(' '),
    mobileNumber: r.mobile_number,
    email: r.email ?? '',
    city: r.city,
    loanType: r.loan_type,
    status: r.status,
    erased: r.erased_at !== null,
  }
}

export function listEnquiries(db: Knex, query: Record<string, unknown>): Promise<LeadPage<EnquirySummary>> {
  return listLeadPage(db, 'enquiry', enquiriesTable, toSummary, query)
}

export async function getEnquiry(db: Knex, id: number): Promise<EnquiryDetail | null> {
  const r = await selectEnquiry(db, id)
  if (!r) return null
  return {
    ...toSummary(r),
    message: r.message ?? '',
    erasedAt: r.erased_at,
    history: await selectStatusChanges(db, 'enquiry', id),
    notes: await selectNotes(db, 'enquiry', id),
  }
}

export const enquiryCsvHeader = [
  'Number',
  'Received (UTC)',
  'Status',
  'First name',
  'Last name',
  'Mobile',
  'Email',
  'City',
  'Loan type',
  'Message',
]

const csvCells = (r: EnquiryRow) => [
  r.id,
  r.created_at,
  r.status,
  r.first_name,
  r.last_name,
  r.mobile_number,
  r.email,
  r.city,
  r.loan_type,
  r.message,
]

export const enquiriesCsv = leadCsv({
  kind: 'enquiry',
  repo: enquiriesTable,
  subject: 'enquiries',
  header: enquiryCsvHeader,
  cells: csvCells,
})

/** Everything held about the person who wrote (DPDP Act access right). No such lead: not-found. */
export async function exportEnquiryPerson(db: Knex, id: number, actor: string, now = new Date()) {
  const detail = await getEnquiry(db, id)
  if (!detail) throw noSuchLead()
  await recordAudit(db, { actor, action: 'lead.data_export', subject: `enquiry #${id}` }, now)
  const { erased: _erased, ...data } = detail
  return { kind: 'contact enquiry', exportedAt: now.toISOString(), ...data }
}

/** Erases the personal fields: 'already' when it was erased before; no such lead throws DomainError('not-found'). */
export async function eraseEnquiry(db: Knex, id: number, actor: string, now = new Date()): Promise<'erased' | 'already'> {
  return db.transaction(async (trx) => {
    const r = await selectEnquiry(trx, id)
    if (!r) throw noSuchLead()
    if (r.erased_at) return 'already'
    await eraseEnquiryRow(trx, id, now.toISOString())
    await forgetLeadText(trx, 'enquiry', [id])
    await recordAudit(trx, { actor, action: 'lead.erase', subject: `enquiry #${id}` }, now)
    return 'erased'
  })
}
