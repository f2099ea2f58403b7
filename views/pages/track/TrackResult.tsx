import type { ReactNode } from 'react'
import { decisionTimeFor, documentsFor, loanTypeName } from '../../../src/shared/content/after-submit'
import { consentCopy, consentPurposes } from '../../../src/shared/content/consent'
import { nextStep, requestLabels, stageLabel, TRACK_FORM, trackCopy, usualPath } from '../../../src/shared/content/track'
import { formatDate } from '../../../src/shared/format/date'
import type { ApplicantRequest, TrackView } from '../../../src/shared/track'
import { useFormState } from '../../hooks/use-form-state'

/** Stages where the applicant still gathers documents: the list is worth showing. */
const gathering = new Set(['new', 'contacted', 'documents_pending'])

/** One request button: the look-up token proves the look-up; nothing personal is in the form. */
function Ask({
  token,
  intent,
  children,
  label,
  className = 'btn btn-outline',
}: {
  token: string
  intent: string
  children: ReactNode
  label?: string
  className?: string
}) {
  return (
    <form method="post" action="/track" className="track-inline-form">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  )
}

function Stages({ view }: { view: TrackView }) {
  const reached = new Set(view.stages.map((s) => s.status))
  const final = !usualPath.includes(view.status as (typeof usualPath)[number]) || view.status === 'approved'
  const ahead = final ? [] : usualPath.filter((s) => !reached.has(s))
  return (
    <ol className="track-stages" aria-label={trackCopy.stages}>
      {view.stages.map((s, i) => (
        <li
          key={i}
          className={i === view.stages.length - 1 ? 'is-current' : 'is-done'}
          aria-current={i === view.stages.length - 1 ? 'step' : undefined}
        >
          <span className="track-stage-name">{stageLabel(s.status)}</span>
          <span className="track-stage-date">{formatDate(s.at)}</span>
        </li>
      ))}
      {ahead.map((s) => (
        <li key={s} className="is-ahead">
          <span className="track-stage-name">{stageLabel(s)}</span>
          <span className="track-stage-date">Not yet</span>
        </li>
      ))}
    </ol>
  )
}

const openOf = (requests: ApplicantRequest[], kind: string) => requests.find((r) => r.kind === kind && r.status === 'open')

export function TrackResult({ view, token }: { view: TrackView; token: string }) {
  const { message } = useFormState(TRACK_FORM)
  const docs = documentsFor(view.loanType)
  const exportOpen = openOf(view.requests, 'data_export')
  const erasureOpen = openOf(view.requests, 'erasure')
  return (
    <>
      <div role="status" className="track-status">
        {message && <p className="notice notice-success">{message}</p>}
      </div>
      <div className="track-grid">
        <section className="card track-card track-now" aria-labelledby="track-now-heading">
          <p className="track-ref">
            <span>{trackCopy.reference}</span> <strong className="track-mono">{view.reference}</strong>
          </p>
          <p className="track-meta">
            {loanTypeName(view.loanType)} · Received on {formatDate(view.receivedAt)} · Expected decision {decisionTimeFor(view.loanType)}{' '}
            of complete documents
          </p>
          <h2 id="track-now-heading">
            {trackCopy.now}: {stageLabel(view.status)}
          </h2>
          <Stages view={view} />
          <h3>{trackCopy.next}</h3>
          <p>{nextStep(view.status)}</p>
          {gathering.has(view.status) && (
            <>
              <h3>Documents to keep ready</h3>
              <ul className="track-docs">
                {docs.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          )}
        </section>

        <div className="track-side">
          <section className="card track-card" aria-labelledby="track-choices-heading">
            <h2 id="track-choices-heading">{trackCopy.consents}</h2>
            <ul className="track-consents">
              {consentPurposes.map((purpose) => {
                const c = view.consents.find((x) => x.purpose === purpose)
                return (
                  <li key={purpose}>
                    <p>
                      <strong>{consentCopy.names[purpose]}</strong>
                      <br />
                      {c?.given ? `Given on ${formatDate(c.at ?? '')}` : c?.at ? `Not given (since ${formatDate(c.at)})` : 'Not given'}
                    </p>
                    {c?.given && (
                      <Ask
                        token={token}
                        intent={`withdraw_${purpose}`}
                        label={`${trackCopy.withdraw} consent: ${consentCopy.names[purpose]}`}
                      >
                        {trackCopy.withdraw}
                      </Ask>
                    )}
                  </li>
                )
              })}
            </ul>
          </section>

          <section className="card track-card" aria-labelledby="track-data-heading">
            <h2 id="track-data-heading">{trackCopy.rights}</h2>
            {exportOpen ? (
              <p>Copy of your data asked on {formatDate(exportOpen.createdAt)}: we are working on it.</p>
            ) : (
              <Ask token={token} intent="data_export">
                {trackCopy.askExport}
              </Ask>
            )}
            {erasureOpen ? (
              <p>Erasure asked on {formatDate(erasureOpen.createdAt)}: we are working on it.</p>
            ) : (
              <>
                <p className="track-note">{trackCopy.erasureNote}</p>
                <Ask token={token} intent="erasure" className="btn btn-outline track-danger">
                  {trackCopy.askErasure}
                </Ask>
              </>
            )}
            {view.requests.length > 0 && (
              <>
                <h3>{trackCopy.requests}</h3>
                <ul className="track-requests">
                  {view.requests.map((r) => (
                    <li key={r.id}>
                      {requestLabels[r.kind]}: asked on {formatDate(r.createdAt)},{' '}
                      {r.status === 'done' ? `done on ${formatDate(r.doneAt ?? '')}` : 'open'}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>
          <p>
            <a href="/track">{trackCopy.lookAgain}</a>
          </p>
        </div>
      </div>
    </>
  )
}
