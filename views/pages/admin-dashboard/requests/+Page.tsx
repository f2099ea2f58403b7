import { useData } from 'vike-react/useData'
import { requestAction, requestKinds, requestLabels, requestTasks } from '#src/shared/content/track'
import { formatDateTime } from '#src/shared/format/date'
import { REQUEST_DUE_DAYS, REQUESTS_PATH } from '#src/shared/request-queue'
import { Csrf } from '#views/components/Csrf'
import { SelectField } from '#views/components/Field'
import { leadDesks } from '#views/components/lead-desk/desks'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'

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
          <p className="lead-kicker">Lead desk</p>
          <h1>Requests</h1>
          <p className="admin-muted">
            What applicants asked for on Track application. Each is due {REQUEST_DUE_DAYS} days after it came. {counts.open} open,{' '}
            {counts.overdue} overdue.
          </p>
        </div>
      </header>
      <form method="get" action={REQUESTS_PATH} className="card lead-filters" aria-label="Filter the requests">
        <SelectField name="kind" label="Kind" defaultValue={filters.kind ?? ''}>
          <option value="">All kinds</option>
          {requestKinds.map((k) => (
            <option key={k} value={k}>
              {requestLabels[k]}
            </option>
          ))}
        </SelectField>
        <SelectField name="show" label="Show" defaultValue={filters.show}>
          <option value="open">All open</option>
          <option value="overdue">Overdue only</option>
        </SelectField>
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            Show
          </button>
          <a href={REQUESTS_PATH}>Clear</a>
        </div>
      </form>
      <AdminTable
        empty={queue.rows.length > 0 ? undefined : filters.show === 'overdue' ? 'No overdue requests.' : 'No open requests.'}
        caption="Open applicant requests, oldest first"
        headings={['Kind', 'Reference', 'Received', 'Due', 'Action']}
        className="admin-table lead-table request-queue"
      >
        {queue.rows.map((r) => (
          <tr key={r.id} className={r.overdue ? 'is-overdue' : undefined} data-request-id={r.id}>
            <Cell label="Kind">
              <strong>{requestLabels[r.kind]}</strong>
              <span className="lead-detail admin-muted">{requestTasks[r.kind]}</span>
            </Cell>
            <Cell label="Reference" className="cell-ref">
              <a href={`${APPLICATIONS}/${r.applicationId}`} className="lead-mono">
                {r.reference}
              </a>
            </Cell>
            <Cell label="Received" className="cell-date">
              {formatDateTime(r.createdAt)}
            </Cell>
            <Cell label="Due" className="cell-date">
              {formatDateTime(r.dueAt)}
              {r.overdue && <span className="request-overdue">Overdue</span>}
            </Cell>
            <Cell label="Action">
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
      {queue.more && <p className="admin-muted">Showing the oldest {queue.rows.length}; mark some done to see the rest.</p>}
    </>
  )
}
