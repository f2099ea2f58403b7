import { formatDateTime } from '#src/shared/format/date'
import { consentCopy, consentLabelsFor } from '#src/shared/content/consent'
import { requestAction, requestLabels, requestTasks } from '#src/shared/content/track'
import type { ApplicationDetail } from '#src/shared/leads'
import { Csrf } from '../Csrf'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const c0 = desk.consent
const rq = desk.requests

/** The terms consent, each optional consent now, and every recorded choice (docs/decisions/100). */
export function ConsentCard({ lead }: { lead: ApplicationDetail }) {
  return (
    <section className="card lead-card" aria-labelledby="consent-heading">
      <h2 id="consent-heading">{c0.heading}</h2>
      <dl className="lead-facts">
        <dt>{c0.termsVersion}</dt>
        <dd>{lead.consentVersion || '—'}</dd>
        <dt>{c0.givenAt}</dt>
        <dd>{formatDateTime(lead.consentAt)}</dd>
        <dt>{c0.ipHash}</dt>
        <dd className="lead-mono">{lead.consentIpHash ? `${lead.consentIpHash.slice(0, 16)}…` : '—'}</dd>
        {lead.consents.map((c) => (
          <div key={c.purpose} className="contents-row">
            <dt>{consentCopy.names[c.purpose]}</dt>
            <dd className={`lead-consent lead-consent-${c.given ? 'given' : 'not-given'}`}>
              {c.given ? c0.given : c0.notGiven}
              {c.at ? fill(c0.since, { at: formatDateTime(c.at) }) : ''}
            </dd>
          </div>
        ))}
      </dl>
      {lead.consentHistory.length > 0 && (
        <details className="lead-consent-history">
          <summary>{fill(c0.history, { n: lead.consentHistory.length })}</summary>
          <ol className="lead-timeline">
            {lead.consentHistory.map((c, i) => (
              <li key={i}>
                <p>
                  {fill(c0.choice, { purpose: consentLabelsFor(c.purpose) })}
                  <strong>{c.given ? c0.givenLower : c0.notGivenLower}</strong>
                </p>
                <p className="admin-muted">
                  {fill(c0.line, {
                    at: formatDateTime(c.at),
                    via: c.via === 'tracker' ? c0.fromTracker : c0.onApplication,
                    version: c.noticeVersion,
                  })}
                </p>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  )
}

/**
 * The applicant's requests from the tracker: open ones first, each with its task and Mark done (for a
 * copy, Make copy available: docs/decisions/193).
 */
export function RequestsCard({ base, lead }: { base: string; lead: ApplicationDetail }) {
  const open = lead.requests.filter((r) => r.status === 'open')
  const done = lead.requests.filter((r) => r.status === 'done')
  return (
    <section className={`card lead-card${open.length ? ' lead-requests-open' : ''}`} aria-labelledby="requests-heading">
      <h2 id="requests-heading">
        {rq.heading}
        {open.length ? fill(rq.openCount, { n: open.length }) : ''}
      </h2>
      {lead.requests.length === 0 && <p className="admin-muted">{rq.none}</p>}
      {open.length > 0 && (
        <ul className="lead-requests">
          {open.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{requestLabels[r.kind]}</strong>{' '}
                <span className="admin-muted">{fill(rq.asked, { at: formatDateTime(r.createdAt) })}</span>
              </p>
              <p className="admin-muted">{requestTasks[r.kind]}</p>
              <form method="post" action={`${base}/requests/${r.id}/done`}>
                <Csrf />
                {/* The name says which request; it starts with the visible words (WCAG 2.5.3). */}
                <button type="submit" className="btn btn-outline" aria-label={`${requestAction(r.kind)}: ${requestLabels[r.kind]}`}>
                  {requestAction(r.kind)}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
      {done.length > 0 && (
        <ul className="lead-requests lead-requests-done">
          {done.map((r) => (
            <li key={r.id}>
              {fill(rq.doneLine, {
                request: requestLabels[r.kind],
                at: formatDateTime(r.createdAt),
                doneAt: formatDateTime(r.doneAt ?? ''),
              })}
              {r.doneBy ? fill(rq.by, { who: r.doneBy }) : ''}
              {r.readyUntil ? fill(rq.offered, { until: formatDateTime(r.readyUntil) }) : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
