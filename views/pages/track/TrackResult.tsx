import type { ReactNode } from 'react'
import { decisionTimeFor, documentsIn } from '#src/shared/content/after-submit'
import { consentPurposes } from '#src/shared/content/consent'
import { nextStep, stageLabel, TRACK_FORM, usualPath } from '#src/shared/content/track'
import { fill } from '#src/shared/i18n/fill'
import { stepFact } from '#src/shared/track-facts'
import type { ApplicantRequest, TrackView } from '#src/shared/track'
import { useFormState } from '#views/hooks/use-form-state'
import { dataName } from '#src/shared/i18n/data-name'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import { useFormatDate } from './use-format-date'

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
  const href = useHref()
  return (
    <form method="post" action={href('/track')} className="track-inline-form">
      <input type="hidden" name="token" value={token} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={className} aria-label={label}>
        {children}
      </button>
    </form>
  )
}

function Stages({ view }: { view: TrackView }) {
  const messages = useMessages()
  const t = messages.track
  const formatDate = useFormatDate()
  const locale = useLocale()
  const facts = (status: string) => stepFact(t, locale, status, view.facts)
  const reached = new Set(view.stages.map((s) => s.status))
  const final = !usualPath.includes(view.status as (typeof usualPath)[number]) || view.status === 'disbursed'
  const ahead = final ? [] : usualPath.filter((s) => !reached.has(s))
  return (
    <ol className="track-stages" aria-label={t.stages}>
      {view.stages.map((s, i) => (
        <li
          key={i}
          className={i === view.stages.length - 1 ? 'is-current' : 'is-done'}
          aria-current={i === view.stages.length - 1 ? 'step' : undefined}
        >
          <span className="track-stage-name">{stageLabel(s.status, t)}</span>
          <span className="track-stage-date">{formatDate(s.at)}</span>
          {facts(s.status) && <span className="track-stage-fact">{facts(s.status)}</span>}
        </li>
      ))}
      {ahead.map((s) => (
        <li key={s} className="is-ahead">
          <span className="track-stage-name">{stageLabel(s, t)}</span>
          <span className="track-stage-date">{t.notYet}</span>
        </li>
      ))}
    </ol>
  )
}

const openOf = (requests: ApplicantRequest[], kind: string) => requests.find((r) => r.kind === kind && r.status === 'open')

export function TrackResult({ view, token }: { view: TrackView; token: string }) {
  const { message, status } = useFormState(TRACK_FORM)
  const messages = useMessages()
  const t = messages.track
  const href = useHref()
  const locale = useLocale()
  const formatDate = useFormatDate()
  // The loan type's name, decision time and documents are the apply journey's words (docs/decisions/176).
  const docs = documentsIn(view.loanType, messages.services.pages)
  const decision = decisionTimeFor(view.loanType)
  return (
    <>
      <div role="status" className="track-status">
        {message && <p className={`notice ${status === 'error' ? 'notice-error' : 'notice-success'}`}>{message}</p>}
      </div>
      <div className="track-grid">
        <section className="card track-card track-now" aria-labelledby="track-now-heading">
          <p className="track-ref">
            <span>{t.reference}</span> <strong className="track-mono">{view.reference}</strong>
          </p>
          <p className="track-meta">
            {fill(t.meta, {
              loanType: messages.services.loanTypes[view.loanType].name,
              received: formatDate(view.receivedAt),
              decision: dataName(messages.apply.names, locale, decision),
            })}
          </p>
          <h2 id="track-now-heading">
            {t.now}: {stageLabel(view.status, t)}
          </h2>
          <Stages view={view} />
          <h3>{t.next}</h3>
          <p>{nextStep(view.status, t)}</p>
          {/* The look-up token opens the offers page behind its own pass (docs/decisions/220). */}
          <Ask token={token} intent="see_offers" className="btn btn-primary">
            {messages.offers.see}
          </Ask>
          {gathering.has(view.status) && (
            <>
              <h3>{t.documents}</h3>
              <ul className="track-docs">
                {docs.map((d) => (
                  <li key={d}>{d}</li>
                ))}
              </ul>
            </>
          )}
        </section>

        <div className="track-side">
          <Consents view={view} token={token} />

          <DataRights view={view} token={token} />
          <p>
            <a href={href('/track')}>{t.lookAgain}</a>
          </p>
        </div>
      </div>
    </>
  )
}

/** Each optional consent: given, withdrawn or never given, and the way to withdraw it. */
function Consents({ view, token }: { view: TrackView; token: string }) {
  const messages = useMessages()
  const t = messages.track
  const formatDate = useFormatDate()
  return (
    <section className="card track-card" aria-labelledby="track-choices-heading">
      <h2 id="track-choices-heading">{t.consents}</h2>
      <ul className="track-consents">
        {consentPurposes.map((purpose) => {
          const c = view.consents.find((x) => x.purpose === purpose)
          const name = messages.apply.consent.names[purpose]
          return (
            <li key={purpose}>
              <p>
                <strong>{name}</strong>
                <br />
                {c?.given
                  ? fill(t.consentGiven, { date: formatDate(c.at ?? '') })
                  : c?.at
                    ? fill(t.consentWithdrawn, { date: formatDate(c.at) })
                    : t.consentNever}
              </p>
              {c?.given && (
                <Ask token={token} intent={`withdraw_${purpose}`} label={fill(t.withdrawLabel, { name })}>
                  {t.withdraw}
                </Ask>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/** The applicant's data rights: a copy of their data, its erasure, and the requests already made. */
function DataRights({ view, token }: { view: TrackView; token: string }) {
  const t = useMessages().track
  const formatDate = useFormatDate()
  const exportOpen = openOf(view.requests, 'data_export')
  const erasureOpen = openOf(view.requests, 'erasure')
  return (
    <section className="card track-card" aria-labelledby="track-data-heading">
      <h2 id="track-data-heading">{t.rights}</h2>
      {view.copyReadyUntil ? (
        <>
          <p>{fill(t.copyReady, { date: formatDate(view.copyReadyUntil) })}</p>
          <p className="track-note">{t.copyNote}</p>
          <Ask token={token} intent="download_copy" className="btn btn-primary">
            {t.downloadCopy}
          </Ask>
        </>
      ) : exportOpen ? (
        <p>{fill(t.exportOpen, { date: formatDate(exportOpen.createdAt) })}</p>
      ) : (
        <Ask token={token} intent="data_export">
          {t.askExport}
        </Ask>
      )}
      {erasureOpen ? (
        <p>{fill(t.erasureOpen, { date: formatDate(erasureOpen.createdAt) })}</p>
      ) : (
        <>
          <p className="track-note">{t.erasureNote}</p>
          <Ask token={token} intent="erasure" className="btn btn-outline track-danger">
            {t.askErasure}
          </Ask>
        </>
      )}
      {view.requests.length > 0 && (
        <>
          <h3>{t.requests}</h3>
          <ul className="track-requests">
            {view.requests.map((r) => (
              <li key={r.id}>
                {fill(t.requestLine, {
                  request: t.requestLabels[r.kind],
                  date: formatDate(r.createdAt),
                  state: r.status === 'done' ? fill(t.requestDoneOn, { date: formatDate(r.doneAt ?? '') }) : t.requestOpen,
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
