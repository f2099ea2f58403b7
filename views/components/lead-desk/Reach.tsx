import { callWindow, CALL_HOURS, withdrewCalls, type ApplicationDetail } from '#src/shared/leads'
import { useSite } from '#views/hooks/use-site'
import { desk } from '#src/shared/i18n/admin/desk'
import { fill } from '#src/shared/i18n/fill'

const w = desk.reach

/**
 * The applicant's mobile with a tap-to-call and a WhatsApp link (docs/decisions/225): a clear "Do not
 * call" and no link once they withdrew consent to calls; a warning outside the desk's calling hours.
 * These links are only on the admin's page; the site never requests them.
 */
export function Reach({
  lead,
  now,
}: {
  lead: Pick<ApplicationDetail, 'mobileNumber'> & Partial<Pick<ApplicationDetail, 'reference' | 'consentHistory'>>
  now: string
}) {
  const site = useSite()
  if (!lead.mobileNumber) return <>—</>
  if (withdrewCalls(lead.consentHistory ?? [])) {
    return (
      <>
        {lead.mobileNumber} <strong className="lead-do-not-call">{w.doNotCall}</strong>
        <span className="admin-muted">{w.withdrawn}</span>
      </>
    )
  }
  const hours = callWindow(new Date(now))
  // An enquiry has no reference: the message then names the enquiry.
  const message = lead.reference
    ? fill(w.messageApplication, { brand: site.brandName, reference: lead.reference })
    : fill(w.messageEnquiry, { brand: site.brandName })
  return (
    <>
      <a href={`tel:+91${lead.mobileNumber}`}>{lead.mobileNumber}</a>
      {' · '}
      <a href={`https://wa.me/91${lead.mobileNumber}?text=${encodeURIComponent(message)}`} rel="noopener noreferrer">
        {w.whatsApp}
      </a>
      {!hours.open && (
        <span className="lead-call-warning" role="note">
          {fill(w.outsideHours, { time: hours.time, from: CALL_HOURS.from, to: CALL_HOURS.to })}
        </span>
      )}
    </>
  )
}

/** Other applications with the same PAN or mobile within 90 days: each links to the other. */
export function RelatedCard({ lead, base }: { lead: ApplicationDetail; base: string }) {
  if (lead.related.length === 0) return null
  return (
    <section className="card lead-card lead-related" aria-labelledby="related-heading">
      <h2 id="related-heading">{w.repeatHeading}</h2>
      <ul>
        {lead.related.map((r) => (
          <li key={r.id}>
            <a href={`${base}/${r.id}`} className="lead-mono">
              {r.reference}
            </a>
            {fill(w.repeatLine, { date: r.createdAt.slice(0, 10), same: r.same.map((s) => (s === 'pan' ? w.pan : w.mobile)).join(w.and) })}
          </li>
        ))}
      </ul>
    </section>
  )
}
