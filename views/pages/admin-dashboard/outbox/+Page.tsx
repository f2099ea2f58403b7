import { useData } from 'vike-react/useData'
import { formatDateTime } from '#src/shared/format/date'
import { outboxCopy } from '#src/shared/outbox'
import { Csrf } from '#views/components/Csrf'
import { Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'

// The e-mail outbox (docs/decisions/140): what waits and what failed, each with a Retry form that
// works without script (a POST with the CSRF token, audited).
export function Page() {
  const { outbox } = useData<Data>()
  const { summary, entries } = outbox
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">E-mail</p>
          <h1>{outboxCopy.title}</h1>
          <p className="admin-muted">
            {summary.configured
              ? `Messages waiting to be sent: ${summary.waiting}; failed after a day of tries: ${summary.failed}.`
              : outboxCopy.notSetUp(summary.waiting)}
          </p>
        </div>
      </header>
      <div className="admin-table-wrap">
        {entries.length === 0 ? (
          <p className="admin-empty">{outboxCopy.empty}</p>
        ) : (
          <table className="admin-table lead-table">
            <caption className="visually-hidden">Messages waiting or failed</caption>
            <thead>
              <tr>
                <th scope="col">Written</th>
                <th scope="col">Message</th>
                <th scope="col">To</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">Tries</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id}>
                  <Cell label="Written" className="cell-date">
                    {formatDateTime(e.createdAt)}
                  </Cell>
                  <Cell label="Message">{outboxCopy.kinds[e.kind] ?? e.kind}</Cell>
                  <Cell label="To">{e.recipient ?? 'The desk (NOTIFY_EMAIL)'}</Cell>
                  <Cell label="About">{e.about || '—'}</Cell>
                  <Cell label="Status">
                    <span className="admin-badge">{e.status === 'failed' ? 'Failed' : 'Waiting'}</span>
                    {e.nextTryAt && <span className="lead-detail">Next try {formatDateTime(e.nextTryAt)}</span>}
                    {e.lastError && <span className="lead-detail">Last error: {e.lastError}</span>}
                  </Cell>
                  <Cell label="Tries">{e.attempts}</Cell>
                  <Cell label="Action">
                    <form method="post" action={`/admin-dashboard/outbox/${e.id}/retry`}>
                      <Csrf />
                      <button type="submit" className="btn btn-outline" aria-label={`${outboxCopy.retry} message ${e.id}`}>
                        {outboxCopy.retry}
                      </button>
                    </form>
                  </Cell>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
    </>
  )
}
