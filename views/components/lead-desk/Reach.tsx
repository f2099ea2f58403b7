import { callWindow, CALL_HOURS, withdrewCalls, type ApplicationDetail } from '#src/shared/leads'
import { useSite } from '#views/hooks/use-site'

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
        {lead.mobileNumber} <strong className="lead-do-not-call">Do not call</strong>
        <span className="admin-muted"> (consent to calls withdrawn)</span>
      </>
    )
  }
  const hours = callWindow(new Date(now))
  // An enquiry has no reference: the message then names the enquiry.
  const message = lead.reference
    ? `Hello, this is ${site.brandName} about your loan application ${lead.reference}.`
    : `Hello, this is ${site.brandName} about your enquiry.`
  return (
    <>
      <a href={`tel:+91${lead.mobileNumber}`}>{lead.mobileNumber}</a>
      {' · '}
      <a href={`https://wa.me/91${lead.mobileNumber}?text=${encodeURIComponent(message)}`} rel="noopener noreferrer">
        WhatsApp
      </a>
      {!hours.open && (
        <span className="lead-call-warning" role="note">
          {' '}
          It is {hours.time} in India: call only between {CALL_HOURS.from}:00 and {CALL_HOURS.to}:00, unless the borrower asked for another
          time.
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
      <h2 id="related-heading">Possible repeat</h2>
      <ul>
        {lead.related.map((r) => (
          <li key={r.id}>
            <a href={`${base}/${r.id}`} className="lead-mono">
              {r.reference}
            </a>{' '}
            ({r.createdAt.slice(0, 10)}): same {r.same.map((s) => (s === 'pan' ? 'PAN' : 'mobile number')).join(' and ')}
          </li>
        ))}
      </ul>
    </section>
  )
}
