import './lead-desk.css'
import type { ReactNode } from 'react'
import { statusLabels } from '#src/shared/leads'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'
import { Csrf } from '../Csrf'

export function StatusBadge({ status }: { status: string }) {
  return <span className={`lead-status lead-status-${status}`}>{statusLabels[status] ?? status}</span>
}

export function ErasedBadge({ erased }: { erased: boolean }) {
  return erased ? <span className="lead-erased">{desk.table.erased}</span> : null
}

/** A table cell whose heading shows beside the value on phones, where the table becomes cards. */
export function Cell({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <td className={className}>
      <span className="lead-cell-label">{label}:</span>
      {children}
    </td>
  )
}

/** A column heading of an admin table: its words, and the class its cells share. */
export type Heading = string | { label: string; className?: string }

/**
 * An admin list: the `empty` message when there is nothing to show, or a table with its caption
 * (for screen readers) and column headings; the rows are the children.
 */
export function AdminTable({
  empty,
  caption,
  headings,
  className = 'admin-table lead-table',
  hydrated,
  children,
}: {
  empty?: string
  caption: string
  headings: readonly Heading[]
  className?: string
  /** Marks a live island's table for the tests that wait on it. */
  hydrated?: boolean
  children: ReactNode
}) {
  return (
    <div className="admin-table-wrap" data-hydrated={hydrated || undefined}>
      {empty !== undefined ? (
        <p className="admin-empty">{empty}</p>
      ) : (
        <table className={className}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headings.map((h) => {
                const { label, className: cls } = typeof h === 'string' ? { label: h, className: undefined } : h
                return (
                  <th key={label} scope="col" className={cls}>
                    {label}
                  </th>
                )
              })}
            </tr>
          </thead>
          <tbody>{children}</tbody>
        </table>
      )}
    </div>
  )
}

/** Previous / next links that keep the current filters. */
export function Pagination({ base, filters, page, pages }: { base: string; filters: Record<string, string>; page: number; pages: number }) {
  if (pages <= 1) return null
  // Paging posts the filters again, like the filter form, so that no search text goes in a URL.
  return (
    <form method="post" action={base} className="lead-pages" aria-label={desk.table.pages}>
      <Csrf />
      {Object.entries(filters).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      {page > 1 ? (
        <button type="submit" name="page" value={page - 1} className="admin-action">
          {desk.table.newer}
        </button>
      ) : null}
      <span>{fill(desk.table.pageOf, { page: page.toLocaleString('en-IN'), pages: pages.toLocaleString('en-IN') })}</span>
      {page < pages ? (
        <button type="submit" name="page" value={page + 1} className="admin-action">
          {desk.table.older}
        </button>
      ) : null}
    </form>
  )
}

/** Posts the current filters to the CSV export, so the file holds exactly what the list shows. */
export function ExportCsvForm({ action, filters, total }: { action: string; filters: Record<string, string>; total: number }) {
  return (
    <form method="post" action={action}>
      <Csrf />
      {Object.entries(filters).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className="btn btn-outline" disabled={total === 0}>
        {fill(desk.table.exportCsv, { n: total.toLocaleString('en-IN') })}
      </button>
    </form>
  )
}
