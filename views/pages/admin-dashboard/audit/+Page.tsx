import { formatDateTime } from '#src/shared/format/date'
import { useData } from 'vike-react/useData'
import { SelectField } from '#views/components/Field'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const w = desk.audit

const BASE = '/admin-dashboard/audit'

function parse(json: string): Record<string, unknown> | null {
  try {
    return JSON.parse(json) as Record<string, unknown>
  } catch {
    return null
  }
}

/** details is JSON written by the server; shown as short key: value pairs. */
function Details({ json }: { json: string | null }) {
  if (!json) return <>—</>
  const data = parse(json)
  if (!data) return <>{json}</>
  return (
    <>
      {Object.entries(data).map(([k, v]) => (
        <span key={k} className="lead-detail">
          {k}: {typeof v === 'object' ? JSON.stringify(v) : String(v)}
        </span>
      ))}
    </>
  )
}

export function Page() {
  const { audit } = useData<Data>()
  const href = (page: number) =>
    `${BASE}?${new URLSearchParams({ ...(audit.action && { action: audit.action }), page: String(page) }).toString()}`
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{w.intro}</p>
        </div>
      </header>
      <form method="get" action={BASE} className="card lead-filters" aria-label={w.filter}>
        <SelectField name="action" label={w.action} defaultValue={audit.action}>
          <option value="">{w.allActions}</option>
          {audit.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            {w.show}
          </button>
        </div>
      </form>
      <AdminTable
        empty={audit.rows.length === 0 ? w.empty : undefined}
        caption={w.title}
        headings={[w.when, w.who, w.action, w.subject, w.details]}
      >
        {audit.rows.map((r) => (
          <tr key={r.id}>
            <Cell label={w.when} className="cell-date">
              {formatDateTime(r.at)}
            </Cell>
            <Cell label={w.who}>{r.actor}</Cell>
            <Cell label={w.action}>
              <span className="admin-badge">{r.action}</span>
            </Cell>
            <Cell label={w.subject}>{r.subject ?? '—'}</Cell>
            <Cell label={w.details} className="cell-content">
              <Details json={r.details} />
            </Cell>
          </tr>
        ))}
      </AdminTable>
      {(audit.page > 1 || audit.hasNext) && (
        <nav className="lead-pages" aria-label={desk.table.pages}>
          {audit.page > 1 && (
            <a className="admin-action" href={href(audit.page - 1)}>
              {desk.table.newer}
            </a>
          )}
          <span>{fill(w.page, { page: audit.page })}</span>
          {audit.hasNext && (
            <a className="admin-action" href={href(audit.page + 1)}>
              {desk.table.older}
            </a>
          )}
        </nav>
      )}
    </>
  )
}
