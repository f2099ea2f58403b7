import { formatDateTime } from '#src/shared/format/date'
import { useData } from 'vike-react/useData'
import { SelectField } from '#views/components/Field'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'

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
          <p className="lead-kicker">Lead desk</p>
          <h1>Audit log</h1>
          <p className="admin-muted">Every sign-in, change, reveal, export and erasure, newest first. Entries cannot be changed.</p>
        </div>
      </header>
      <form method="get" action={BASE} className="card lead-filters" aria-label="Filter the audit log">
        <SelectField name="action" label="Action" defaultValue={audit.action}>
          <option value="">All actions</option>
          {audit.actions.map((a) => (
            <option key={a} value={a}>
              {a}
            </option>
          ))}
        </SelectField>
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            Show
          </button>
        </div>
      </form>
      <AdminTable
        empty={audit.rows.length === 0 ? 'No entries.' : undefined}
        caption="Audit log"
        headings={['When', 'Who', 'Action', 'Subject', 'Details']}
      >
        {audit.rows.map((r) => (
          <tr key={r.id}>
            <Cell label="When" className="cell-date">
              {formatDateTime(r.at)}
            </Cell>
            <Cell label="Who">{r.actor}</Cell>
            <Cell label="Action">
              <span className="admin-badge">{r.action}</span>
            </Cell>
            <Cell label="Subject">{r.subject ?? '—'}</Cell>
            <Cell label="Details" className="cell-content">
              <Details json={r.details} />
            </Cell>
          </tr>
        ))}
      </AdminTable>
      {(audit.page > 1 || audit.hasNext) && (
        <nav className="lead-pages" aria-label="Pages">
          {audit.page > 1 && (
            <a className="admin-action" href={href(audit.page - 1)}>
              ← Newer
            </a>
          )}
          <span>Page {audit.page}</span>
          {audit.hasNext && (
            <a className="admin-action" href={href(audit.page + 1)}>
              Older →
            </a>
          )}
        </nav>
      )}
    </>
  )
}
