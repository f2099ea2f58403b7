import './kfs.css'
import { formatDate } from '#src/shared/format/date'
import { formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import { useHref, useMessages } from '#views/i18n/use-i18n'
import { pct } from '#views/pages/loan-tools/shared/format'
import type { OfferKfs } from '#src/shared/offers/view'
import { CoolingOff } from '../CoolingOff'
import { AnnexB, AnnexC } from './Annexes'
import { Part1 } from './Part1'
import { Part2 } from './Part2'
import { useKfs } from './use-kfs'

/**
 * The Key Facts Statement of RBI's KFS directions (2024), Annex A to the letter: Part 1 (interest
 * rate and fees/charges, items 1–10 with RBI's numbers), Part 2 (other qualitative information, items
 * 1–6), Annex B (the APR computation sheet, items 1–11) and Annex C (the repayment schedule), for the
 * true-cost tool's figures and maths (docs/decisions/168). Marked as an illustration on screen and on
 * every printed A4 sheet. In the page's language, as RBI asks (docs/decisions/180); the words are the
 * catalogue's kfs part (units from trueCost).
 */
export function Page() {
  const { cost, inputs, search, offer, k } = useKfs()
  return (
    <div className="container kfs">
      <KfsHead />

      <Part1 />

      <Part2 />

      <CoolingOff loan={{ ...cost, amount: inputs.amount }} carry={search} period={offer?.offer.coolingOffDays} />
      <AnnexB />

      <AnnexC />
      <p className="kfs-stamp kfs-stamp-end">
        <strong>{k.endStrong}</strong>
        {k.end}
      </p>
    </div>
  )
}

/** The illustration's stamp, the way back and the print button, and the statement's head: its proposal, date and validity. */
function KfsHead() {
  const { k, offers, offer, search, proposal, date, locale, inputs, loanName, rateType, tenure, lowerFirst } = useKfs()
  const href = useHref()
  return (
    <>
      <p className="kfs-stamp" role="note">
        <strong>{k.stampStrong}</strong>
        {k.stamp}
      </p>
      <div className="kfs-actions">
        {offer ? (
          <a className="btn btn-outline" href={href(`/offers${offer.offer.tenure === 36 ? '' : `?tenure=${offer.offer.tenure}`}`)}>
            {offers.kfsPage.back}
          </a>
        ) : (
          <a className="btn btn-outline" href={href(`/loan-tools/true-cost?${search}`)}>
            {k.change}
          </a>
        )}
        <button type="button" className="btn btn-primary" data-print hidden>
          {k.print}
        </button>
      </div>

      <header className="kfs-head">
        <p className="eyebrow">{k.eyebrow}</p>
        <h1>{k.heading}</h1>
        <dl className="kfs-meta">
          <div>
            <dt>{k.proposal}</dt>
            <dd data-testid="kfs-proposal">{proposal}</dd>
          </div>
          <div>
            <dt>{k.date}</dt>
            <dd data-testid="kfs-date">
              <time dateTime={date}>{formatDate(date, locale)}</time>
            </dd>
          </div>
          <div>
            <dt>{k.validity}</dt>
            <dd data-testid="kfs-validity">{k.validityValue}</dd>
          </div>
        </dl>
        <p>
          {fill(k.intro, {
            loan: lowerFirst(loanName),
            amount: formatInr(inputs.amount),
            rate: pct(inputs.rate),
            rateType: lowerFirst(rateType),
            months: tenure,
          })}
        </p>
        {offer && <OfferLender offer={offer} />}
      </header>
    </>
  )
}

/** The lender whose offer this KFS is, its registration and its grievance contacts (docs/decisions/220). */
function OfferLender({ offer: { lender } }: { offer: OfferKfs }) {
  const { kfsPage: t, sampleTag } = useMessages().offers
  return (
    <dl className="kfs-meta kfs-lender" data-testid="kfs-lender">
      <div>
        <dt>{t.lender}</dt>
        <dd>
          {fill(t.lenderValue, { lender: lender.displayName, legalName: lender.legalName, registration: lender.rbiRegistration })}
          {lender.sample && ` (${sampleTag})`}
        </dd>
      </div>
      <div>
        <dt>{t.grievance}</dt>
        <dd>
          <a href={lender.grievanceUrl}>{lender.grievanceUrl}</a>, {lender.grievancePhone}
        </dd>
      </div>
    </dl>
  )
}
