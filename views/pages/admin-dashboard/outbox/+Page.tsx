import { useData } from 'vike-react/useData'
import { formatDateTime } from '#src/shared/format/date'
import { outboxCopy } from '#src/shared/outbox'
import { Csrf } from '#views/components/Csrf'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
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
      <AdminTable
        empty={entries.length === 0 ? outboxCopy.empty : undefined}
        caption="Messages waiting or failed"
        headings={['Written', 'Message', 'To', 'About', 'Status', 'Tries', 'Action']}
      >
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
      </AdminTable>
    </>
  )
}
