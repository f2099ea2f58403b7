import { usePageContext } from 'vike-react/usePageContext'
import { useFormState } from '#views/hooks/use-form-state'
import { TextareaField } from '../Field'
import { nextStatuses, statusLabels, type LeadKind, type LeadNote, type StatusChange } from '#src/shared/leads'
import { LEAD_FORMS, stepForm } from '#src/shared/schemas/leads'
import { StepFactsList, StepForm, type StepContext } from './Steps'
import { formatDateTime } from '#src/shared/format/date'
import { Csrf } from '../Csrf'
import { StatusBadge } from './parts'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

/** Moves that end a lead early; the rest go forward. */
const ENDINGS = new Set(['rejected', 'withdrawn', 'closed'])

/**
 * Where a lead stands and what its steps recorded; a form for the next step, and, in a fold, the
 * forms that end it early; then every earlier change: who, when, from, to, note (docs/decisions/228).
 */
export function StatusCard(props: { kind: LeadKind; action: string; status: string; history: StatusChange[]; step?: StepContext }) {
  const { kind, action, status, history, step } = props
  const moves = nextStatuses(kind, status)
  const forward = moves.find((m) => !ENDINGS.has(m))
  const ends = moves.filter((m) => ENDINGS.has(m))
  // The fold opens by itself when one of its forms came back refused.
  const { formState } = usePageContext()
  const refusedEnd = ends.some((m) => formState?.form === stepForm(m))
  // A move the machine refused (another admin moved the lead first, or a forged one) is said once, here.
  const illegal = formState?.form.startsWith(LEAD_FORMS.status) ? formState.errors.to : undefined
  return (
    <section className="card lead-card lead-card-status" aria-labelledby="status-heading">
      <h2 id="status-heading">{desk.status.heading}</h2>
      <p>
        {desk.status.now}
        <StatusBadge status={status} />
      </p>
      {illegal && (
        <p className="notice notice-error" role="alert">
          {illegal}
        </p>
      )}
      {step && <StepFactsList facts={step.facts} />}
      {forward && (
        <>
          <h3 className="lead-step-heading">{fill(desk.status.nextStep, { step: statusLabels[forward] ?? forward })}</h3>
          <StepForm to={forward} action={action} ctx={step} primary />
        </>
      )}
      {forward && ends.length > 0 && (
        <details className="lead-step-ends" open={refusedEnd}>
          <summary>{fill(desk.status.endEarly, { kind })}</summary>
          {ends.map((m) => (
            <StepForm key={m} to={m} action={action} ctx={step} />
          ))}
        </details>
      )}
      {!forward && ends.map((m) => <StepForm key={m} to={m} action={action} ctx={step} primary />)}
      {moves.length === 0 && <p className="admin-muted">{desk.status.final}</p>}
      {history.length > 0 && (
        <ol className="lead-timeline" aria-label={desk.status.history}>
          {history.map((h, i) => (
            <li key={i}>
              <p>
                <strong>{statusLabels[h.from] ?? h.from}</strong> → <strong>{statusLabels[h.to] ?? h.to}</strong>
              </p>
              <p className="admin-muted">
                {formatDateTime(h.at)} · {h.actor}
              </p>
              {h.note && <p className="lead-note-body">{h.note}</p>}
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

export function NotesCard({ action, notes, erased }: { action: string; notes: LeadNote[]; erased: boolean }) {
  const { values, errors } = useFormState(LEAD_FORMS.note)
  return (
    <section className="card lead-card" aria-labelledby="notes-heading">
      <h2 id="notes-heading">{desk.notes.heading}</h2>
      {notes.length === 0 && <p className="admin-muted">{desk.notes.none}</p>}
      {notes.length > 0 && (
        <ol className="lead-timeline">
          {notes.map((n, i) => (
            <li key={i}>
              <p className="lead-note-body">{n.body}</p>
              <p className="admin-muted">
                {formatDateTime(n.at)} · {n.actor}
              </p>
            </li>
          ))}
        </ol>
      )}
      {!erased && (
        <form method="post" action={action} noValidate>
          <Csrf />
          <TextareaField
            name="body"
            label={desk.notes.add}
            defaultValue={values.body ?? ''}
            error={errors.body}
            rows={3}
            maxLength={2000}
            required
          />
          <button type="submit" className="btn btn-outline">
            {desk.notes.submit}
          </button>
        </form>
      )}
    </section>
  )
}
