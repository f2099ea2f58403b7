import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { formatDateTime } from '#src/shared/format/date'
import { outboxCopy } from '#src/shared/outbox'
import { REQUESTS_PATH, REQUEST_DUE_DAYS, type RequestCounts } from '#src/shared/request-queue'
import { LeadCharts } from './LeadCharts'
import { TWO_FACTOR_PAGE, twoFactorMessages } from '#src/shared/two-factor'
import { TODAY_PATH, type TodayCounts } from '#src/shared/follow-ups'

/** Applicants' open requests (docs/decisions/146): the count, how many are past their 7 days, and the queue. */
function RequestsTile({ requests }: { requests: RequestCounts | null }) {
  return (
    <article className={`card admin-stat${requests?.overdue ? ' admin-stat-alert' : ''}`} data-tile="requests">
      <h2>Applicant requests</h2>
      <p className="admin-stat-count">{requests === null ? '—' : requests.open.toLocaleString('en-IN')}</p>
      <p className="admin-stat-newest">
        {requests === null ? (
          'The requests could not be read just now.'
        ) : (
          <>
            open, <strong data-overdue={requests.overdue}>{requests.overdue.toLocaleString('en-IN')} overdue</strong> (older than{' '}
            {REQUEST_DUE_DAYS} days)
            <br />
            <a href={REQUESTS_PATH}>Open the requests queue</a>
          </>
        )}
      </p>
    </article>
  )
}

/** The Today page's lists as counts (docs/decisions/230): due today, overdue, not contacted in time, requests near due. */
function TodayTile({ today }: { today: TodayCounts }) {
  const late = today.overdue + today.notContacted
  return (
    <article className={`card admin-stat${late ? ' admin-stat-alert' : ''}`} data-tile="today">
      <h2>Today</h2>
      <p className="admin-stat-count">{today.dueToday.toLocaleString('en-IN')}</p>
      <p className="admin-stat-newest">
        follow-ups due today, <strong data-overdue={today.overdue}>{today.overdue.toLocaleString('en-IN')} overdue</strong>
        <br />
        <span data-not-contacted={today.notContacted}>
          {today.notContacted.toLocaleString('en-IN')} not contacted within one working day
        </span>
        <br />
        <span data-requests-near={today.requests}>{today.requests.toLocaleString('en-IN')} requests near their due date</span>
        <br />
        <a href={TODAY_PATH}>Open Today</a>
      </p>
    </article>
  )
}

function Stat(props: { label: string; count: number | null; newest: string | null; when: string | null; href?: string; missing: string }) {
  return (
    <article className="card admin-stat">
      <h2>{props.label}</h2>
      <p className="admin-stat-count">{props.count === null ? '—' : props.count.toLocaleString('en-IN')}</p>
      {props.count === null ? (
        <p className="admin-stat-newest">{props.missing}</p>
      ) : props.newest ? (
        <p className="admin-stat-newest">
          Newest: {props.href ? <a href={props.href}>{props.newest}</a> : props.newest}
          <br />
          <span className="admin-muted">{props.when}</span>
        </p>
      ) : (
        <p className="admin-stat-newest">None yet.</p>
      )}
    </article>
  )
}

/** The outbox's line (docs/decisions/140): e-mail not set up, or messages that failed. */
function MailStatus({ mail }: { mail: Data['mail'] }) {
  if (mail.configured && mail.failed === 0) return null
  return (
    <p className="notice notice-error admin-mail-status" role="status">
      <a href="/admin-dashboard/outbox">{mail.configured ? outboxCopy.failedLine(mail.failed) : outboxCopy.notSetUp(mail.waiting)}</a>
    </p>
  )
}

export function Page() {
  const { overview, twoFactor, mail, today } = useData<Data>()
  const { posts, applications, enquiries } = overview
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="eyebrow">Admin</p>
          <h1>Dashboard</h1>
        </div>
        <a className="btn btn-primary" href="/admin-dashboard/createblog">
          Create A New Blog
        </a>
      </header>
      {twoFactor.nudge && (
        // Until the second factor is on, in production on PostgreSQL (docs/decisions/156).
        <div className="notice notice-error two-factor-banner" role="status">
          <p>{twoFactorMessages.nudge}</p>
          <a className="btn btn-primary" href={TWO_FACTOR_PAGE}>
            Set up two-factor sign-in
          </a>
        </div>
      )}
      <MailStatus mail={mail} />
      <div className="admin-stats">
        <TodayTile today={today} />
        <Stat
          label="Blog posts"
          count={posts.count}
          newest={posts.newest?.title ?? null}
          when={posts.newest ? formatDateTime(posts.newest.createdAt) : null}
          href={posts.newest ? `/single-blog/${posts.newest.id}` : undefined}
          missing=""
        />
        <Stat
          label="Loan applications"
          count={applications?.count ?? null}
          newest={applications?.newest?.label ?? null}
          when={applications?.newest ? formatDateTime(applications.newest.createdAt) : null}
          missing="Applications are not being stored yet."
        />
        <Stat
          label="Enquiries"
          count={enquiries?.count ?? null}
          newest={enquiries?.newest?.label ?? null}
          when={enquiries?.newest ? formatDateTime(enquiries.newest.createdAt) : null}
          missing="Enquiries are not being stored yet."
        />
        <RequestsTile requests={overview.requests} />
      </div>
      <LeadCharts charts={overview.charts} />
      <section className="card admin-quick">
        <h2>Quick actions</h2>
        <ul>
          <li>
            <a href="/admin-dashboard/blogs">Manage blog posts</a>
          </li>
          <li>
            <a href="/admin-dashboard/createblog">Write a new post</a>
          </li>
          <li>
            <a href="/blog">See the public blog</a>
          </li>
          <li>
            <a href={TWO_FACTOR_PAGE}>Two-factor sign-in</a> ({twoFactor.enabled ? 'on' : 'off'})
          </li>
        </ul>
      </section>
    </>
  )
}
