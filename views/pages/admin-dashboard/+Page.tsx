import { useData } from 'vike-react/useData'
import type { Data } from './+data'
import { formatDateTime } from '#src/shared/format/date'
import { outboxCopy } from '#src/shared/outbox'
import { REQUESTS_PATH, REQUEST_DUE_DAYS, type RequestCounts } from '#src/shared/request-queue'
import { LeadCharts } from './LeadCharts'
import { TWO_FACTOR_PAGE, twoFactorMessages } from '#src/shared/two-factor'
import { TODAY_PATH, type TodayCounts } from '#src/shared/follow-ups'
import { dashboard as w } from '#src/shared/i18n/admin/dashboard'
import { fill } from '#src/shared/i18n/fill'

/** Applicants' open requests (docs/decisions/146): the count, how many are past their 7 days, and the queue. */
function RequestsTile({ requests }: { requests: RequestCounts | null }) {
  return (
    <article className={`card admin-stat${requests?.overdue ? ' admin-stat-alert' : ''}`} data-tile="requests">
      <h2>{w.requests.heading}</h2>
      <p className="admin-stat-count">{requests === null ? '—' : requests.open.toLocaleString('en-IN')}</p>
      <p className="admin-stat-newest">
        {requests === null ? (
          w.requests.unreadable
        ) : (
          <>
            {w.requests.open}
            <strong data-overdue={requests.overdue}>{fill(w.requests.overdue, { n: requests.overdue.toLocaleString('en-IN') })}</strong>
            {fill(w.requests.olderThan, { days: REQUEST_DUE_DAYS })}
            <br />
            <a href={REQUESTS_PATH}>{w.requests.queue}</a>
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
      <h2>{w.today.heading}</h2>
      <p className="admin-stat-count">{today.dueToday.toLocaleString('en-IN')}</p>
      <p className="admin-stat-newest">
        {w.today.dueToday}
        <strong data-overdue={today.overdue}>{fill(w.today.overdue, { n: today.overdue.toLocaleString('en-IN') })}</strong>
        <br />
        <span data-not-contacted={today.notContacted}>{fill(w.today.notContacted, { n: today.notContacted.toLocaleString('en-IN') })}</span>
        <br />
        <span data-requests-near={today.requests}>{fill(w.today.requestsNear, { n: today.requests.toLocaleString('en-IN') })}</span>
        <br />
        <a href={TODAY_PATH}>{w.today.open}</a>
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
          {w.stat.newest}
          {props.href ? <a href={props.href}>{props.newest}</a> : props.newest}
          <br />
          <span className="admin-muted">{props.when}</span>
        </p>
      ) : (
        <p className="admin-stat-newest">{w.stat.none}</p>
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
          <p className="eyebrow">{w.eyebrow}</p>
          <h1>{w.title}</h1>
        </div>
        <a className="btn btn-primary" href="/admin-dashboard/createblog">
          {w.createBlog}
        </a>
      </header>
      {twoFactor.nudge && (
        // Until the second factor is on, in production on PostgreSQL (docs/decisions/156).
        <div className="notice notice-error two-factor-banner" role="status">
          <p>{twoFactorMessages.nudge}</p>
          <a className="btn btn-primary" href={TWO_FACTOR_PAGE}>
            {w.setUpTwoFactor}
          </a>
        </div>
      )}
      <MailStatus mail={mail} />
      <div className="admin-stats">
        <TodayTile today={today} />
        <Stat
          label={w.stat.posts}
          count={posts.count}
          newest={posts.newest?.title ?? null}
          when={posts.newest ? formatDateTime(posts.newest.createdAt) : null}
          href={posts.newest ? `/single-blog/${posts.newest.id}` : undefined}
          missing=""
        />
        <Stat
          label={w.stat.applications}
          count={applications?.count ?? null}
          newest={applications?.newest?.label ?? null}
          when={applications?.newest ? formatDateTime(applications.newest.createdAt) : null}
          missing={w.stat.applicationsMissing}
        />
        <Stat
          label={w.stat.enquiries}
          count={enquiries?.count ?? null}
          newest={enquiries?.newest?.label ?? null}
          when={enquiries?.newest ? formatDateTime(enquiries.newest.createdAt) : null}
          missing={w.stat.enquiriesMissing}
        />
        <RequestsTile requests={overview.requests} />
      </div>
      <LeadCharts charts={overview.charts} />
      <section className="card admin-quick">
        <h2>{w.quick.heading}</h2>
        <ul>
          <li>
            <a href="/admin-dashboard/blogs">{w.quick.managePosts}</a>
          </li>
          <li>
            <a href="/admin-dashboard/createblog">{w.quick.writePost}</a>
          </li>
          <li>
            <a href="/blog">{w.quick.publicBlog}</a>
          </li>
          <li>
            <a href={TWO_FACTOR_PAGE}>{w.quick.twoFactor}</a>
            {fill(w.quick.state, { state: twoFactor.enabled ? w.quick.on : w.quick.off })}
          </li>
        </ul>
      </section>
    </>
  )
}
