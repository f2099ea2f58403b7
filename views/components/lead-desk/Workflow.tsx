import { useFormState } from '#views/hooks/use-form-state'
import { SelectField, TextareaField } from '../Field'
import { nextStatuses, statusLabels, type LeadKind, type LeadNote, type StatusChange } from '#src/shared/leads'
import { LEAD_FORMS } from '#src/shared/schemas/leads'
import { formatDateTime } from '#src/shared/format/date'
import { Csrf } from '../Csrf'
import { StatusBadge } from './parts'

/** The status machine's next steps as a form, and every earlier change: who, when, from, to, note. */
export function StatusCard({ kind, action, status, history }: { kind: LeadKind; action: string; status: string; history: StatusChange[] }) {
  const { values, errors } = useFormState(LEAD_FORMS.status)
  const moves = nextStatuses(kind, status)
  return (
    <section className="card lead-card lead-card-status" aria-labelledby="status-heading">
      <h2 id="status-heading">Status</h2>
      <p>
        Now: <StatusBadge status={status} />
      </p>
      {moves.length ? (
        <form method="post" action={action} noValidate>
          <Csrf />
          <SelectField name="to" label="Move to" defaultValue={values.to ?? ''} error={errors.to} required>
            <option value="">Choose…</option>
            {moves.map((s) => (
              <option key={s} value={s}>
                {statusLabels[s]}
              </option>
            ))}
          </SelectField>
          <TextareaField
            name="note"
            label="Note (optional)"
            defaultValue={values.note ?? ''}
            error={errors.note}
            rows={2}
            maxLength={1000}
          />
          <button type="submit" className="btn btn-primary">
            Update status
          </button>
        </form>
      ) : (
        <p className="admin-muted">This is a final status.</p>
      )}
      {history.length > 0 && (
        <ol className="lead-timeline" aria-label="Status history">
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
      <h2 id="notes-heading">Notes</h2>
      {notes.length === 0 && <p className="admin-muted">No notes yet.</p>}
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
            label="Add a note"
            defaultValue={values.body ?? ''}
            error={errors.body}
            rows={3}
            maxLength={2000}
            required
          />
          <button type="submit" className="btn btn-outline">
            Add note
          </button>
        </form>
      )}
    </section>
  )
}
