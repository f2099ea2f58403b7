import type { Knex } from 'knex'
import { recordAudit } from '../../server/audit.server'
import { LEADS_PAGE_SIZE, type EnquiryDetail, type EnquirySummary, type LeadPage } from '../../shared/leads'
import { CSV_BOM, csvRow } from './csv'
import { countEnquiries, eraseEnquiryRow, selectEnquiries, selectEnquiry, type EnquiryRow } from './enquiries.repo'
import { cleanFilters, cleanPage, type LeadFilters } from './filters'
import { forgetLeadText, selectNotes, selectStatusChanges } from './lead-history.repo'

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

export async function listEnquiries(db: Knex, query: Record<string, unknown>): Promise<LeadPage<EnquirySummary>> {
  const filters = cleanFilters('enquiry', query)
  const total = await countEnquiries(db, filters)
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
  const page = Math.min(cleanPage(query.page), pages)
  const rows = await selectEnquiries(db, filters, { limit: LEADS_PAGE_SIZE, offset: (page - 1) * LEADS_PAGE_SIZE })
  return { rows: rows.map(toSummary), total, page, pages, filters: { ...filters } }
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

export const enquiryCsvHeader = ['Number', 'Received (UTC)', 'Status', 'First name', 'Last name', 'Mobile', 'Email', 'City', 'Loan type', 'Message']

const EXPORT_BATCH = 2000

export async function exportEnquiriesCsv(
  db: Knex, query: Record<string, unknown>, actor: string, write: (chunk: string) => void, now = new Date(),
): Promise<{ rows: number; filters: LeadFilters }> {
  const filters = cleanFilters('enquiry', query)
  write(CSV_BOM + csvRow(enquiryCsvHeader))
  let rows = 0
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const batch = await selectEnquiries(db, filters, { limit: EXPORT_BATCH, offset })
    const lines = batch.map((r) => csvRow([r.id, r.created_at, r.status, r.first_name, r.last_name, r.mobile_number, r.email, r.city, r.loan_type, r.message]))
    if (lines.length) write(lines.join(''))
    rows += batch.length
    if (batch.length < EXPORT_BATCH) break
  }
  await recordAudit(db, { actor, action: 'lead.csv_export', subject: 'enquiries', details: { filters, rows } }, now)
  return { rows, filters }
}

export async function exportEnquiryPerson(db: Knex, id: number, actor: string, now = new Date()) {
  const detail = await getEnquiry(db, id)
  if (!detail) return null
  await recordAudit(db, { actor, action: 'lead.data_export', subject: `enquiry #${id}` }, now)
  const { erased: _erased, ...data } = detail
  return { kind: 'contact enquiry', exportedAt: now.toISOString(), ...data }
}

export async function eraseEnquiry(db: Knex, id: number, actor: string, now = new Date()): Promise<'erased' | 'already' | 'not-found'> {
  return db.transaction(async (trx) => {
    const r = await selectEnquiry(trx, id)
    if (!r) return 'not-found'
    if (r.erased_at) return 'already'
    await eraseEnquiryRow(trx, id, now.toISOString())
    await forgetLeadText(trx, 'enquiry', [id])
    await recordAudit(trx, { actor, action: 'lead.erase', subject: `enquiry #${id}` }, now)
    return 'erased'
  })
}
