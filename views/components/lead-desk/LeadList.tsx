import type { ReactNode } from 'react'
import { formatDate } from '#src/shared/format/date'
import { plural } from '#src/shared/i18n/plural'
import type { LeadKind } from '#src/shared/leads'
import { leadDesks } from './desks'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'
import { Filters } from './Filters'
import { AdminTable, Cell, ExportCsvForm, Pagination, StatusBadge } from './parts'

/** One column of a lead table: its heading, and what a row shows under it. */
export interface Column<Row> {
  label: string
  className?: string
  cell: (row: Row) => ReactNode
}

type LeadRow = { id: number; createdAt: string; name: string; city: string; status: string }

/** The columns every lead table has, in their places after the first. */
export const sharedColumns = {
  received: { label: desk.list.received, className: 'cell-date', cell: (r) => formatDate(r.createdAt) },
  name: { label: desk.list.name, cell: (r) => r.name || '—' },
  city: { label: desk.list.city, cell: (r) => r.city || '—' },
  status: { label: desk.list.status, cell: (r) => <StatusBadge status={r.status} /> },
} satisfies Record<string, Column<LeadRow>>

interface Props<Row extends { id: number }> {
  kind: LeadKind
  list: { filters: Record<string, string>; total: number; page: number; pages: number; rows: readonly Row[] }
  columns: Column<Row>[]
}

/** A lead list page: heading with CSV export, filters, count, the table (or an empty line), pages. */
export function LeadList<Row extends { id: number }>({ kind, list, columns }: Props<Row>) {
  const { title, base, noun, caption, filters } = leadDesks[kind]
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{desk.list.kicker}</p>
          <h1>{title}</h1>
        </div>
        <ExportCsvForm action={`${base}/export`} filters={list.filters} total={list.total} />
      </header>
      <Filters base={base} filters={list.filters} {...filters} />
      <div className="lead-toolbar">
        <p role="status">{fill(desk.list.count, { n: list.total.toLocaleString('en-IN'), noun: plural('en', list.total, noun) })}</p>
      </div>
      <AdminTable
        empty={list.rows.length === 0 ? fill(desk.list.empty, { nouns: noun.other }) : undefined}
        caption={caption}
        headings={columns}
      >
        {list.rows.map((r) => (
          <tr key={r.id}>
            {columns.map((c) => (
              <Cell key={c.label} label={c.label} className={c.className}>
                {c.cell(r)}
              </Cell>
            ))}
          </tr>
        ))}
      </AdminTable>
      <Pagination base={base} filters={list.filters} page={list.page} pages={list.pages} />
    </>
  )
}
