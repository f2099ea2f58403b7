import { formatDateTime } from '#src/shared/format/date'
import { consentCopy, consentLabelsFor } from '#src/shared/content/consent'
import { requestAction, requestLabels, requestTasks } from '#src/shared/content/track'
import type { ApplicationDetail } from '#src/shared/leads'
import { Csrf } from '../Csrf'

/** The terms consent, each optional consent now, and every recorded choice (docs/decisions/100). */
export function ConsentCard({ lead }: { lead: ApplicationDetail }) {
  return (
    <section className="card lead-card" aria-labelledby="consent-heading">
      <h2 id="consent-heading">Consent</h2>
      <dl className="lead-facts">
        <dt>Terms version</dt>
        <dd>{lead.consentVersion || '—'}</dd>
        <dt>Given at</dt>
        <dd>{formatDateTime(lead.consentAt)}</dd>
        <dt>IP (keyed hash)</dt>
        <dd className="lead-mono">{lead.consentIpHash ? `${lead.consentIpHash.slice(0, 16)}…` : '—'}</dd>
        {lead.consents.map((c) => (
          <div key={c.purpose} className="contents-row">
            <dt>{consentCopy.names[c.purpose]}</dt>
            <dd className={`lead-consent lead-consent-${c.given ? 'given' : 'not-given'}`}>
              {c.given ? 'Given' : 'Not given'}
              {c.at ? ` · since ${formatDateTime(c.at)}` : ''}
            </dd>
          </div>
        ))}
      </dl>
      {lead.consentHistory.length > 0 && (
        <details className="lead-consent-history">
          <summary>Consent history ({lead.consentHistory.length})</summary>
          <ol className="lead-timeline">
            {lead.consentHistory.map((c, i) => (
              <li key={i}>
                <p>
                  {consentLabelsFor(c.purpose)}: <strong>{c.given ? 'given' : 'not given'}</strong>
                </p>
                <p className="admin-muted">
                  {formatDateTime(c.at)} · {c.via === 'tracker' ? 'from the tracker' : 'on the application'} · notice {c.noticeVersion}
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
      <h2 id="requests-heading">Applicant requests{open.length ? ` (${open.length} open)` : ''}</h2>
      {lead.requests.length === 0 && <p className="admin-muted">None. Applicants ask from Track application.</p>}
      {open.length > 0 && (
        <ul className="lead-requests">
          {open.map((r) => (
            <li key={r.id}>
              <p>
                <strong>{requestLabels[r.kind]}</strong> <span className="admin-muted">· asked {formatDateTime(r.createdAt)}</span>
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
              {requestLabels[r.kind]}: asked {formatDateTime(r.createdAt)}, done {formatDateTime(r.doneAt ?? '')}
              {r.doneBy ? ` by ${r.doneBy}` : ''}
              {r.readyUntil ? `; copy offered on Track application until ${formatDateTime(r.readyUntil)}` : ''}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
