import { useData } from 'vike-react/useData'
import { requestAction, requestKinds, requestLabels, requestTasks } from '#src/shared/content/track'
import { formatDateTime } from '#src/shared/format/date'
import { REQUEST_DUE_DAYS, REQUESTS_PATH } from '#src/shared/request-queue'
import { Csrf } from '#views/components/Csrf'
import { SelectField } from '#views/components/Field'
import { leadDesks } from '#views/components/lead-desk/desks'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const w = desk.requestQueue

const APPLICATIONS = leadDesks.application.base

/**
 * Every open applicant request, oldest first, with its due date (docs/decisions/146). Mark done posts
 * to the application page's own action, which audits it, and comes back here.
 */
export function Page() {
  const { queue } = useData<Data>()
  const { counts, filters } = queue
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{fill(w.intro, { days: REQUEST_DUE_DAYS, open: counts.open, overdue: counts.overdue })}</p>
        </div>
      </header>
      <form method="get" action={REQUESTS_PATH} className="card lead-filters" aria-label={w.filter}>
        <SelectField name="kind" label={w.kind} defaultValue={filters.kind ?? ''}>
          <option value="">{w.allKinds}</option>
          {requestKinds.map((k) => (
            <option key={k} value={k}>
              {requestLabels[k]}
            </option>
          ))}
        </SelectField>
        <SelectField name="show" label={w.show} defaultValue={filters.show}>
          <option value="open">{w.allOpen}</option>
          <option value="overdue">{w.overdueOnly}</option>
        </SelectField>
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            {w.show}
          </button>
          <a href={REQUESTS_PATH}>{w.clear}</a>
        </div>
      </form>
      <AdminTable
        empty={queue.rows.length > 0 ? undefined : filters.show === 'overdue' ? w.noneOverdue : w.noneOpen}
        caption={w.caption}
        headings={[w.kind, w.reference, w.received, w.due, w.action]}
        className="admin-table lead-table request-queue"
      >
        {queue.rows.map((r) => (
          <tr key={r.id} className={r.overdue ? 'is-overdue' : undefined} data-request-id={r.id}>
            <Cell label={w.kind}>
              <strong>{requestLabels[r.kind]}</strong>
              <span className="lead-detail admin-muted">{requestTasks[r.kind]}</span>
            </Cell>
            <Cell label={w.reference} className="cell-ref">
              <a href={`${APPLICATIONS}/${r.applicationId}`} className="lead-mono">
                {r.reference}
              </a>
            </Cell>
            <Cell label={w.received} className="cell-date">
              {formatDateTime(r.createdAt)}
            </Cell>
            <Cell label={w.due} className="cell-date">
              {formatDateTime(r.dueAt)}
              {r.overdue && <span className="request-overdue">{w.overdue}</span>}
            </Cell>
            <Cell label={w.action}>
              <form method="post" action={`${APPLICATIONS}/${r.applicationId}/requests/${r.id}/done`}>
                <Csrf />
                <input type="hidden" name="back" value="queue" />
                <button
                  type="submit"
                  className="btn btn-outline"
                  aria-label={`${requestAction(r.kind)}: ${requestLabels[r.kind]}, ${r.reference}`}
                >
                  {requestAction(r.kind)}
                </button>
              </form>
            </Cell>
          </tr>
        ))}
      </AdminTable>
      {queue.more && <p className="admin-muted">{fill(w.more, { n: queue.rows.length })}</p>}
    </>
  )
}
