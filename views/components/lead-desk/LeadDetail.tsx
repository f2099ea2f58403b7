import type { ReactNode } from 'react'
import { formatDateTime } from '#src/shared/format/date'
import { ErasedBadge, StatusBadge } from './parts'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

/** The top of a lead's page: the way back to its list, what it is, when it came and where it stands. */
export function LeadDetailHead(props: {
  back: { href: string; label: string }
  kicker: string
  title: ReactNode
  lead: { createdAt: string; status: string; erased: boolean }
}) {
  const { back, kicker, title, lead } = props
  return (
    <>
      <a className="lead-back" href={back.href}>
        {fill(desk.detail.back, { label: back.label })}
      </a>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">{kicker}</p>
          <h1>{title}</h1>
          <p className="admin-muted">
            {fill(desk.detail.received, { at: formatDateTime(lead.createdAt) })}
            <StatusBadge status={lead.status} /> <ErasedBadge erased={lead.erased} />
          </p>
        </div>
      </header>
    </>
  )
}

/** A card of facts about a lead, each a term and what the lead gave for it. */
export function FactsCard({ id, title, facts }: { id: string; title: string; facts: [string, ReactNode][] }) {
  return (
    <section className="card lead-card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <dl className="lead-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="contents-row">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
