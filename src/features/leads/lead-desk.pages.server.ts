import type { Knex } from 'knex'
import { parseId } from '#src/server/sql.server'
import { listAudit } from '#src/server/audit.server'
import type { AuditPage, LeadDeskPages } from '#src/shared/leads'
import { getApplication } from '#src/server/applicant-data.server'
import { listApplications } from './applications.service.server'
import { getEnquiry, listEnquiries } from './enquiries.service.server'
import { requestQueue } from './request-queue.service.server'
import { cleanPage } from '#src/server/tables/lead-filters.server'

const AUDIT_PAGE_SIZE = 50

/** The audit log's actions, for the viewer's filter (the blog and sign-in ones come from admin-auth and blog). */
export const auditActions = [
  'admin.login',
  'admin.login_failed',
  'admin.two_factor_on',
  'admin.two_factor_off',
  'admin.two_factor_failed',
  'admin.two_factor_recovery_used',
  'blog.create',
  'blog.update',
  'blog.delete',
  'lead.status_change',
  'lead.note',
  'lead.pan_reveal',
  'lead.csv_export',
  'lead.data_export',
  'lead.erase',
  'loan_type.update',
  'retention.erase',
  'applicant.consent_withdraw',
  'applicant.request',
  'applicant.copy_download',
  'lead.request_done',
  'lead.call',
  'lead.follow_up',
  'desk.settings',
] as const

async function auditPage(db: Knex, query: Record<string, string>): Promise<AuditPage> {
  const page = cleanPage(query.page)
  const action = (auditActions as readonly string[]).includes(query.action ?? '') ? query.action! : ''
  const rows = await listAudit(db, { limit: AUDIT_PAGE_SIZE + 1, offset: (page - 1) * AUDIT_PAGE_SIZE, ...(action && { action }) })
  return {
    rows: rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({ ...r, id: Number(r.id) })),
    page,
    hasNext: rows.length > AUDIT_PAGE_SIZE,
    action,
    actions: auditActions,
  }
}

/** The lead desk's reads for its +data hooks (pageContext.services.leads). */
export function createLeadDeskPages(db: Knex): LeadDeskPages {
  return {
    applications: (query) => listApplications(db, query),
    application: async (id) => {
      const n = parseId(id)
      return n === null ? null : getApplication(db, n)
    },
    enquiries: (query) => listEnquiries(db, query),
    enquiry: async (id) => {
      const n = parseId(id)
      return n === null ? null : getEnquiry(db, n)
    },
    audit: (query) => auditPage(db, query),
    requests: (query) => requestQueue(db, query),
  }
}
