import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { useFormState } from '#views/hooks/use-form-state'
import { ConsentCard, RequestsCard } from '#views/components/lead-desk/ApplicantChoices'
import { DataRightsCard } from '#views/components/lead-desk/DataRights'
import { Csrf } from '#views/components/Csrf'
import { FactsCard, LeadDetailHead } from '#views/components/lead-desk/LeadDetail'
import { NotesCard, StatusCard } from '#views/components/lead-desk/Workflow'
import { CallsCard } from '#views/components/lead-desk/Calls'
import { formatCalendarDate, formatGender } from '#src/shared/format/date'
import { formatInr } from '#src/shared/format/inr'
import { LEAD_FORMS } from '#src/shared/schemas/leads'
import { leadDesks } from '#views/components/lead-desk/desks'
import { Reach, RelatedCard } from '#views/components/lead-desk/Reach'
import type { Data } from './+data'
import { indiaDay } from '#src/shared/format/date'
import { desk } from '#src/shared/i18n/admin/desk'

const w = desk.application
const f = w.facts

const BASE = leadDesks.application.base

function Pan({ id, masked }: { id: number; masked: string }) {
  const revealed = useFormState(LEAD_FORMS.reveal).values.pan
  if (revealed) {
    return (
      <>
        <span className="lead-mono lead-pan-revealed">{revealed}</span>
        <span className="admin-muted" role="status">
          {w.panShown}
        </span>
      </>
    )
  }
  if (!masked) return <>—</>
  return (
    <>
      <span className="lead-mono">{masked}</span>
      <form method="post" action={`${BASE}/${id}/reveal-pan`} className="lead-inline-form">
        <Csrf />
        <button type="submit" className="admin-action">
          {w.revealPan}
        </button>
      </form>
    </>
  )
}

export function Page() {
  const { lead, now, followUp } = useData<Data>()
  const base = `${BASE}/${lead.id}`
  const facts: [string, ReactNode][] = [
    [f.fullName, lead.name || '—'],
    [f.email, lead.email || '—'],
    [f.mobile, <Reach key="mobile" lead={lead} now={now} />],
    [f.pan, <Pan key="pan" id={lead.id} masked={lead.panMasked} />],
    [f.dateOfBirth, formatCalendarDate(lead.dateOfBirth) || '—'],
    [f.gender, formatGender(lead.gender) || '—'],
    [f.company, lead.companyName || '—'],
    [f.monthlyIncome, lead.erased ? '—' : formatInr(lead.monthlyIncome)],
    [f.state, lead.state || '—'],
    [f.city, lead.city || '—'],
    [f.pinCode, lead.pinCode || '—'],
  ]
  return (
    <>
      <LeadDetailHead
        back={{ href: BASE, label: w.back }}
        kicker={w.kicker}
        title={<span className="lead-mono">{lead.reference}</span>}
        lead={lead}
      />
      <div className="lead-grid">
        <div>
          <RelatedCard lead={lead} base={BASE} />
          <FactsCard
            id="loan-heading"
            title={w.loan}
            facts={[
              [f.loanType, lead.loanType || '—'],
              [f.amount, lead.erased ? '—' : formatInr(lead.loanAmount)],
              [f.purpose, lead.purpose || '—'],
              // The offer the borrower chose on /offers, as it was shown (docs/decisions/221).
              [f.chosenOffer, lead.chosenOffer || (lead.chosenLender ? lead.chosenLender : w.noOffer)],
            ]}
          />
          <FactsCard id="applicant-heading" title={w.applicant} facts={facts} />
          <ConsentCard lead={lead} />
          <NotesCard action={`${base}/notes`} notes={lead.notes} erased={lead.erased} />
        </div>
        <div>
          <StatusCard
            kind="application"
            action={`${base}/status`}
            status={lead.status}
            history={lead.history}
            step={{ facts: lead.facts, lenders: lead.lenders, chosenLender: lead.chosenLender, today: indiaDay(now) }}
          />
          <CallsCard base={base} followUp={followUp} now={now} />
          <RequestsCard base={base} lead={lead} />
          <DataRightsCard base={base} erasedAt={lead.erasedAt} />
        </div>
      </div>
    </>
  )
}
