import { useFormState } from '#views/hooks/use-form-state'
import { Field, SelectField, TextareaField } from '../Field'
import { callOutcomes, type CallOutcome } from '#src/shared/leads'
import { indiaDateTimeValue, type LeadFollowUp } from '#src/shared/follow-ups'
import { FOLLOW_UP_FORMS } from '#src/shared/schemas/follow-ups'
import { formatDateTime } from '#src/shared/format/date'
import { plural } from '#src/shared/i18n/plural'
import { Csrf } from '../Csrf'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const w = desk.calls

/**
 * A lead's follow-up (issue 44, item 3; docs/decisions/229): the next call and a form to move it, a
 * form to log a call, the rules a call follows, and every call logged, newest first. Plain form posts.
 */
export function CallsCard({ base, followUp, now }: { base: string; followUp: LeadFollowUp; now: string }) {
  const call = useFormState(FOLLOW_UP_FORMS.call)
  const next = useFormState(FOLLOW_UP_FORMS.followUp)
  const { nextFollowUpAt, calls, failedInARow, unreachableAfter } = followUp
  const late = nextFollowUpAt !== null && nextFollowUpAt < now
  return (
    <section className="card lead-card lead-card-calls" aria-labelledby="calls-heading">
      <h2 id="calls-heading">{w.heading}</h2>
      <p data-next-follow-up={nextFollowUpAt ?? ''}>
        {w.next}
        {nextFollowUpAt ? <strong>{formatDateTime(nextFollowUpAt)}</strong> : <span className="admin-muted">{w.ended}</span>}
        {late && <span className="request-overdue">{w.overdue}</span>}
      </p>
      {failedInARow > 0 && (
        <p className="admin-muted">{fill(plural('en', failedInARow, w.failedInARow), { n: failedInARow, max: unreachableAfter })}</p>
      )}
      {followUp.open && (
        <>
          <form method="post" action={`${base}/calls`} noValidate className="lead-call-form" aria-label={w.logForm}>
            <Csrf />
            <SelectField name="outcome" label={w.outcome} defaultValue={call.values.outcome ?? ''} error={call.errors.outcome} required>
              <option value="">{w.choose}</option>
              {(Object.keys(callOutcomes) as CallOutcome[]).map((o) => (
                <option key={o} value={o}>
                  {callOutcomes[o]}
                </option>
              ))}
            </SelectField>
            <Field
              name="callBackAt"
              type="datetime-local"
              label={w.callBackAt}
              hint={w.callBackHint}
              defaultValue={call.values.callBackAt ?? ''}
              error={call.errors.callBackAt}
            />
            <TextareaField
              name="note"
              id="f-call-note"
              label={w.note}
              defaultValue={call.values.note ?? ''}
              error={call.errors.note}
              rows={2}
              maxLength={1000}
            />
            <button type="submit" className="btn btn-primary">
              {w.log}
            </button>
          </form>
          <form method="post" action={`${base}/follow-up`} noValidate className="lead-follow-up-form" aria-label={w.nextForm}>
            <Csrf />
            <Field
              name="at"
              type="datetime-local"
              label={w.nextAt}
              defaultValue={next.values.at ?? (nextFollowUpAt ? indiaDateTimeValue(nextFollowUpAt) : '')}
              error={next.errors.at}
              required
            />
            <button type="submit" className="btn btn-outline">
              {w.setNext}
            </button>
          </form>
        </>
      )}
      <details className="lead-call-rules">
        <summary>{w.rules}</summary>
        <ul>
          {followUp.rules.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </details>
      {calls.length === 0 ? (
        <p className="admin-muted">{w.none}</p>
      ) : (
        <ol className="lead-timeline" aria-label={w.logged}>
          {calls.map((c, i) => (
            <li key={i} data-call-outcome={c.outcome}>
              <p>
                <strong>{callOutcomes[c.outcome] ?? c.outcome}</strong>
                {c.callBackAt && fill(w.callBack, { at: formatDateTime(c.callBackAt) })}
              </p>
              <p className="admin-muted">
                {formatDateTime(c.at)} · {c.actor}
              </p>
              {c.note && <p className="lead-note-body">{c.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
