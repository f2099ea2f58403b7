import { useData } from 'vike-react/useData'
import { requestLabels, type RequestKind } from '#src/shared/content/track'
import { DESK_SETTINGS_PATH, leadAge, TODAY_LIMIT, UNREACHABLE_AFTER_RANGE, type TodayLead, type TodayList } from '#src/shared/follow-ups'
import { formatDateTime } from '#src/shared/format/date'
import { FOLLOW_UP_FORMS } from '#src/shared/schemas/follow-ups'
import { Csrf } from '#views/components/Csrf'
import { Field } from '#views/components/Field'
import { leadDesks } from '#views/components/lead-desk/desks'
import { AdminTable, Cell, StatusBadge } from '#views/components/lead-desk/parts'
import { useFormState } from '#views/hooks/use-form-state'
import type { Data } from './+data'
import { today as w } from '#src/shared/i18n/admin/today'
import { fill } from '#src/shared/i18n/fill'

const APPLICATIONS = leadDesks.application.base

/** "Showing the most urgent 50 of 120." under a list that is cut. */
function More({ list }: { list: TodayList<unknown> }) {
  return list.total > list.rows.length ? (
    <p className="admin-muted">{fill(w.more, { shown: list.rows.length, total: list.total.toLocaleString('en-IN') })}</p>
  ) : null
}

/** One list of leads: each links to its page, with its status, the time it fell due and its age. */
function LeadList(props: { id: string; title: string; about: string; list: TodayList<TodayLead>; due: string; empty: string; now: Date }) {
  const { id, title, about, list, due, empty, now } = props
  return (
    <section className="card lead-card today-list" aria-labelledby={id} data-list={id}>
      <h2 id={id}>
        {title} <span className="today-count">{list.total.toLocaleString('en-IN')}</span>
      </h2>
      <p className="admin-muted">{about}</p>
      <AdminTable
        empty={list.rows.length ? undefined : empty}
        caption={title}
        headings={[w.lead, w.name, w.status, due, w.age]}
        className="admin-table lead-table today-table"
      >
        {list.rows.map((l) => (
          <tr key={`${l.kind}-${l.id}`} data-lead={l.label}>
            <Cell label={w.lead} className="cell-ref">
              <a href={`${leadDesks[l.kind].base}/${l.id}`} className={l.kind === 'application' ? 'lead-mono' : undefined}>
                {l.label}
              </a>
            </Cell>
            <Cell label={w.name}>{l.name || '—'}</Cell>
            <Cell label={w.status}>
              <StatusBadge status={l.status} />
            </Cell>
            <Cell label={due} className="cell-date">
              {l.dueAt ? formatDateTime(l.dueAt) : '—'}
            </Cell>
            <Cell label={w.age}>{leadAge(l.createdAt, now)}</Cell>
          </tr>
        ))}
      </AdminTable>
      <More list={list} />
    </section>
  )
}

function Settings({ unreachableAfter, rules }: { unreachableAfter: number; rules: string[] }) {
  const { values, errors } = useFormState(FOLLOW_UP_FORMS.settings)
  return (
    <section className="card lead-card" aria-labelledby="rules-heading">
      <h2 id="rules-heading">{w.settings.heading}</h2>
      <ul className="today-rules">
        {rules.map((r) => (
          <li key={r}>{r}</li>
        ))}
      </ul>
      <form method="post" action={DESK_SETTINGS_PATH} noValidate className="today-settings" aria-label={w.settings.label}>
        <Csrf />
        <Field
          name="unreachableAfter"
          type="number"
          inputMode="numeric"
          min={UNREACHABLE_AFTER_RANGE.min}
          max={UNREACHABLE_AFTER_RANGE.max}
          label={w.settings.unreachableAfter}
          defaultValue={values.unreachableAfter ?? String(unreachableAfter)}
          error={errors.unreachableAfter}
          required
        />
        <button type="submit" className="btn btn-outline">
          {w.settings.save}
        </button>
      </form>
    </section>
  )
}

/**
 * The desk's day (issue 44, item 3; docs/decisions/230): the follow-ups due today, the overdue ones,
 * new leads past the promised working day, and applicant requests near their due date.
 */
/** The lead lists, in the page's order: each its anchor and its part of the page's words and data. */
const lists = [
  ['overdue', 'overdue'],
  ['due-today', 'dueToday'],
  ['not-contacted', 'notContacted'],
] as const

export function Page() {
  const { today } = useData<Data>()
  const now = new Date(today.now)
  const { requests } = today
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{fill(w.asOf, { at: formatDateTime(today.now), limit: TODAY_LIMIT })}</p>
        </div>
      </header>
      <div className="today-grid">
        {lists.map(([id, key]) => (
          <LeadList
            key={id}
            id={id}
            title={w[key].title}
            about={w[key].about}
            list={today[key]}
            due={w[key].due}
            empty={w[key].empty}
            now={now}
          />
        ))}
        <section className="card lead-card today-list" aria-labelledby="requests" data-list="requests">
          <h2 id="requests">
            {w.requests.title} <span className="today-count">{requests.total.toLocaleString('en-IN')}</span>
          </h2>
          <p className="admin-muted">{w.requests.about}</p>
          <AdminTable
            empty={requests.rows.length ? undefined : w.requests.empty}
            caption={w.requests.title}
            headings={[w.request, w.reference, w.due, w.age]}
            className="admin-table lead-table today-table"
          >
            {requests.rows.map((r) => (
              <tr key={r.id} className={r.overdue ? 'is-overdue' : undefined}>
                <Cell label={w.request}>{requestLabels[r.kind as RequestKind] ?? r.kind}</Cell>
                <Cell label={w.reference} className="cell-ref">
                  <a href={`${APPLICATIONS}/${r.applicationId}`} className="lead-mono">
                    {r.reference}
                  </a>
                </Cell>
                <Cell label={w.due} className="cell-date">
                  {formatDateTime(r.dueAt)}
                  {r.overdue && <span className="request-overdue">{w.overdueBadge}</span>}
                </Cell>
                <Cell label={w.age}>{leadAge(r.createdAt, now)}</Cell>
              </tr>
            ))}
          </AdminTable>
          <More list={requests} />
        </section>
        <Settings unreachableAfter={today.unreachableAfter} rules={today.rules} />
      </div>
    </>
  )
}
