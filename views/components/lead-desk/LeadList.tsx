import type { ComponentProps, ReactNode } from 'react'
import { Filters } from './Filters'
import { ExportCsvForm, Pagination } from './parts'

interface Props {
  title: string
  base: string
  list: { filters: Record<string, string>; total: number; page: number; pages: number; rows: readonly unknown[] }
  filters: Omit<ComponentProps<typeof Filters>, 'base' | 'filters'>
  /** What one row is, singular and plural: 'application', 'applications'. */
  noun: [string, string]
  caption: string
  columns: { label: string; className?: string }[]
  /** The table's rows. */
  children: ReactNode
}

/** A lead list page: heading with CSV export, filters, count, the table (or an empty line), pages. */
export function LeadList({ title, base, list, filters, noun, caption, columns, children }: Props) {
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Lead desk</p>
          <h1>{title}</h1>
        </div>
        <ExportCsvForm action={`${base}/export`} filters={list.filters} total={list.total} />
      </header>
      <Filters base={base} filters={list.filters} {...filters} />
      <div className="lead-toolbar">
        <p role="status">
          {list.total.toLocaleString('en-IN')} {list.total === 1 ? noun[0] : noun[1]}, newest first
        </p>
      </div>
      <div className="admin-table-wrap">
        {list.rows.length === 0 ? (
          <p className="admin-empty">No {noun[1]} match these filters.</p>
        ) : (
          <table className="admin-table lead-table">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={c.className}>
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        )}
      </div>
      <Pagination base={base} filters={list.filters} page={list.page} pages={list.pages} />
    </>
  )
}
