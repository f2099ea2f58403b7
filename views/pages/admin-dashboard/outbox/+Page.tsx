import { useData } from 'vike-react/useData'
import { formatDateTime } from '#src/shared/format/date'
import { outboxCopy } from '#src/shared/outbox'
import { Csrf } from '#views/components/Csrf'
import { AdminTable, Cell } from '#views/components/lead-desk/parts'
import type { Data } from './+data'
import { outbox as words } from '#src/shared/i18n/admin/outbox'
import { fill } from '#src/shared/i18n/fill'

const w = words.page

// The e-mail outbox (docs/decisions/140): what waits and what failed, each with a Retry form that
// works without script (a POST with the CSRF token, audited).
export function Page() {
  const { outbox } = useData<Data>()
  const { summary, entries } = outbox
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{outboxCopy.title}</h1>
          <p className="admin-muted">
            {summary.configured
              ? fill(w.summary, { waiting: summary.waiting, failed: summary.failed })
              : outboxCopy.notSetUp(summary.waiting)}
          </p>
        </div>
      </header>
      <AdminTable
        empty={entries.length === 0 ? outboxCopy.empty : undefined}
        caption={w.caption}
        headings={[w.written, w.message, w.to, w.about, w.status, w.tries, w.action]}
      >
        {entries.map((e) => (
          <tr key={e.id}>
            <Cell label={w.written} className="cell-date">
              {formatDateTime(e.createdAt)}
            </Cell>
            <Cell label={w.message}>{outboxCopy.kinds[e.kind] ?? e.kind}</Cell>
            <Cell label={w.to}>{e.recipient ?? w.theDesk}</Cell>
            <Cell label={w.about}>{e.about || '—'}</Cell>
            <Cell label={w.status}>
              <span className="admin-badge">{e.status === 'failed' ? w.failed : w.waiting}</span>
              {e.nextTryAt && <span className="lead-detail">{fill(w.nextTry, { at: formatDateTime(e.nextTryAt) })}</span>}
              {e.lastError && <span className="lead-detail">{fill(w.lastError, { error: e.lastError })}</span>}
            </Cell>
            <Cell label={w.tries}>{e.attempts}</Cell>
            <Cell label={w.action}>
              <form method="post" action={`/admin-dashboard/outbox/${e.id}/retry`}>
                <Csrf />
                <button type="submit" className="btn btn-outline" aria-label={fill(w.retryLabel, { retry: outboxCopy.retry, id: e.id })}>
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
