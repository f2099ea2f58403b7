import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { DomainError } from '#src/server/http-error.server'
import { LEADS_PAGE_SIZE, type LeadKind, type LeadPage } from '#src/shared/leads'
import { CSV_BOM, csvRow, type CsvCell } from './csv.server'
import { cleanFilters, cleanPage, type LeadFilters } from '#src/server/tables/lead-filters.server'
import type { LeadTableRepo } from '#src/server/tables/lead-table.server'

export const NO_SUCH_LEAD = 'No such lead.'

/** What the desk's services throw for a lead that is not there (docs/decisions/184): 404. */
export const noSuchLead = () => new DomainError('not-found', NO_SUCH_LEAD)

/** One page of a lead list from the query's filters and page number (past the last page: the last page). */
export async function listLeadPage<Row, Summary>(
  db: Knex,
  kind: LeadKind,
  repo: LeadTableRepo<Row>,
  toSummary: (row: Row) => Summary,
  query: Record<string, unknown>,
): Promise<LeadPage<Summary>> {
  const filters = cleanFilters(kind, query)
  const wanted = cleanPage(query.page)
  const slice = (p: number) => repo.select(db, filters, { limit: LEADS_PAGE_SIZE, offset: (p - 1) * LEADS_PAGE_SIZE })
  // The count and the page run side by side (PostgreSQL has a pool; SQLite queues them on its one connection).
  const [total, first] = await Promise.all([repo.count(db, filters), slice(wanted)])
  const pages = Math.max(1, Math.ceil(total / LEADS_PAGE_SIZE))
  const page = Math.min(wanted, pages)
  const rows = page === wanted ? first : await slice(page)
  return { rows: rows.map(toSummary), total, page, pages, filters: { ...filters } }
}

const EXPORT_BATCH = 2000

/** How one desk's list leaves as CSV: its table, the file's subject, header and each row's cells. */
interface LeadCsvSpec<Row> {
  kind: LeadKind
  repo: LeadTableRepo<Row>
  subject: string
  header: readonly string[]
  cells: (row: Row) => CsvCell[]
}

/** Writes the filtered list as CSV in batches (a large desk never sits in memory), then records who exported what. */
async function exportLeadCsv<Row>(
  db: Knex,
  csv: LeadCsvSpec<Row>,
  query: Record<string, unknown>,
  actor: string,
  write: (chunk: string) => void,
  now = new Date(),
): Promise<{ rows: number; filters: LeadFilters }> {
  const filters = cleanFilters(csv.kind, query)
  write(CSV_BOM + csvRow(csv.header))
  let rows = 0
  for (let offset = 0; ; offset += EXPORT_BATCH) {
    const batch = await csv.repo.select(db, filters, { limit: EXPORT_BATCH, offset })
    if (batch.length) write(batch.map((r) => csvRow(csv.cells(r))).join(''))
    rows += batch.length
    if (batch.length < EXPORT_BATCH) break
  }
  await recordAudit(db, { actor, action: 'lead.csv_export', subject: csv.subject, details: { filters, rows } }, now)
  return { rows, filters }
}

/** A desk's CSV export, the same to its callers whichever table it reads. */
export function leadCsv<Row>(spec: LeadCsvSpec<Row>) {
  return {
    subject: spec.subject,
    export: (db: Knex, query: Record<string, unknown>, actor: string, write: (chunk: string) => void, now = new Date()) =>
      exportLeadCsv(db, spec, query, actor, write, now),
  }
}
