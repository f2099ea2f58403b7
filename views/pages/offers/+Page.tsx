import './offers.css'
import '#views/components/sample-note.css'
import { useData } from 'vike-react/useData'
import { formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import type { Offer } from '#src/shared/offers/match'
import { OFFERS_FORM, type OffersView } from '#src/shared/offers/view'
import { useFormState } from '#views/hooks/use-form-state'
import { useSite } from '#views/hooks/use-site'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import type { Data } from './+data'
import { aprText, daysText, monthsText, penalText, rateText, reasonText, tenureText } from './words'

/**
 * Every matching offer (docs/decisions/220, 206): HTML only. The offers are an ordered list, lowest
 * APR first, each with its figures in a description list; choosing is a POST form per offer, and the
 * tenure a GET form, so the page needs no script.
 */
export function Page() {
  const { view, tenure, invalidTenure } = useData<Data>()
  const t = useMessages().offers
  const { message, status } = useFormState(OFFERS_FORM)
  return (
    <>
      <section className="page-hero">
        <div className="container">
          <p className="eyebrow">{t.eyebrow}</p>
          <h1>{t.heading}</h1>
        </div>
      </section>
      <div className="container offers-page">
        <div role="status">
          {message && <p className={`notice ${status === 'error' ? 'notice-error' : 'notice-success'}`}>{message}</p>}
        </div>
        {view ? <Offers view={view} tenure={tenure} invalidTenure={invalidTenure} /> : <NoPass />}
      </div>
    </>
  )
}

function NoPass() {
  const t = useMessages().offers.noPass
  const href = useHref()
  return (
    <section className="card offers-nopass" aria-labelledby="offers-nopass">
      <h2 id="offers-nopass">{t.heading}</h2>
      <p>{t.text}</p>
      <a className="btn btn-primary" href={href('/track')}>
        {t.link}
      </a>
    </section>
  )
}

function Offers({ view, tenure, invalidTenure }: { view: OffersView; tenure: number; invalidTenure: boolean }) {
  const messages = useMessages()
  const locale = useLocale()
  const t = messages.offers
  const href = useHref()
  const { offers, unmatched } = view.match
  return (
    <>
      <p className="offers-intro">
        {fill(t.intro, {
          loanType: messages.services.loanTypes[view.loanType].name,
          amount: formatInr(view.amount),
          months: monthsText(t, locale, tenure),
        })}{' '}
        <a href={href('/how-we-match')}>{t.ruleLink}</a>
      </p>
      {view.sample && (
        <p className="disclosure-sample offers-sample" role="note">
          {t.sample}
        </p>
      )}
      <Choice view={view} tenure={tenure} />
      <TenureForm tenure={tenure} invalid={invalidTenure} />
      {offers.length > 0 ? (
        <ol className="offer-list" aria-label={t.heading}>
          {offers.map((o) => (
            <li key={o.productId}>
              <OfferCard offer={o} view={view} tenure={tenure} />
            </li>
          ))}
        </ol>
      ) : (
        <section className="card offers-none" aria-labelledby="offers-none">
          <h2 id="offers-none">{t.noOffers.heading}</h2>
          <p>{t.noOffers.text}</p>
          <p>{t.noOffers.consultation}</p>
          <a
            className="btn btn-accent"
            href={href(`/contact-us?loan=${encodeURIComponent(messages.services.loanTypes[view.loanType].name)}&amount=${view.amount}`)}
          >
            {t.noOffers.consultationLink}
          </a>
        </section>
      )}
      {unmatched.length > 0 && (
        <section className="offers-unmatched" aria-labelledby="offers-unmatched">
          <h2 id="offers-unmatched">{t.unmatched.heading}</h2>
          <p>{t.unmatched.intro}</p>
          <ul>
            {unmatched.map((u) => (
              <li key={u.lenderId}>
                <strong>{u.lender}</strong>
                {u.sample && <span className="disclosure-sample-tag">{t.sampleTag}</span>} {reasonText(messages, u.reason)}
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}

/** The borrower's choice, or that the desk has moved on and the choice is fixed. */
function Choice({ view, tenure }: { view: OffersView; tenure: number }) {
  const t = useMessages().offers
  const locale = useLocale()
  const href = useHref()
  const { chosen, canChoose } = view
  if (!chosen && canChoose) return null
  return (
    <section className="card offers-chosen" aria-labelledby="offers-chosen">
      {chosen ? (
        <>
          <h2 id="offers-chosen">{fill(t.choose.chosen, { lender: chosen.lender })}</h2>
          <p>
            {canChoose
              ? fill(t.choose.chosenDetail, {
                  lender: chosen.lender,
                  tenure: tenureText(t, locale, chosen),
                  apr: aprText(t, chosen),
                  emi: formatInr(chosen.emi),
                })
              : fill(t.choose.locked, { lender: chosen.lender })}
          </p>
          {canChoose && (
            <form method="post" action={href('/offers')}>
              <input type="hidden" name="intent" value="none" />
              <input type="hidden" name="tenure" value={tenure} />
              <button type="submit" className="btn btn-outline">
                {t.choose.none}
              </button>
            </form>
          )}
        </>
      ) : (
        <p id="offers-chosen">{t.choose.lockedNone}</p>
      )}
    </section>
  )
}

function TenureForm({ tenure, invalid }: { tenure: number; invalid: boolean }) {
  const t = useMessages().offers.tenureForm
  const href = useHref()
  return (
    <form method="get" action={href('/offers')} className="card offers-tenure">
      <fieldset>
        <legend>{t.legend}</legend>
        <div className="field">
          <label htmlFor="tenure">{t.label}</label>
          <input
            id="tenure"
            name="tenure"
            type="number"
            inputMode="numeric"
            min={1}
            max={480}
            defaultValue={tenure}
            aria-describedby="tenure-hint tenure-error"
            aria-invalid={invalid || undefined}
          />
          <p id="tenure-hint" className="field-hint">
            {t.hint}
          </p>
          <p id="tenure-error" className="field-error">
            {invalid ? t.invalid : ''}
          </p>
        </div>
        <button type="submit" className="btn btn-outline">
          {t.submit}
        </button>
      </fieldset>
    </form>
  )
}

function OfferCard({ offer: o, view, tenure }: { offer: Offer; view: OffersView; tenure: number }) {
  const t = useMessages().offers
  const locale = useLocale()
  const href = useHref()
  const headingId = `offer-${o.productId}`
  const chosen = view.chosen?.productId === o.productId
  const figures: [string, string][] = [
    [t.figures.amount, formatInr(o.amount)],
    [t.figures.tenure, tenureText(t, locale, o)],
    [t.figures.rate, rateText(t, o)],
    [t.figures.apr, aprText(t, o)],
    [t.figures.emi, fill(t.emi, { emi: formatInr(o.emi) })],
    [t.figures.fee, fill(t.fee, { total: formatInr(o.fee + o.gst), fee: formatInr(o.fee), gst: formatInr(o.gst) })],
    [t.figures.totalCost, `${formatInr(o.totalCost)} (${t.totalCostNote})`],
    [t.figures.penal, penalText(t, o)],
    [t.figures.coolingOff, daysText(t, locale, o.coolingOffDays)],
  ]
  return (
    <article className={`card offer${chosen ? ' is-chosen' : ''}`} aria-labelledby={headingId} data-testid="offer">
      <h2 id={headingId}>
        {o.lender}
        {o.sample && <span className="disclosure-sample-tag">{t.sampleTag}</span>}
      </h2>
      <dl className="offer-figures">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="offer-kfs">
        <a href={href(`/offers/kfs?product=${o.productId}${tenure === 36 ? '' : `&tenure=${tenure}`}`)}>
          {t.kfs}
          <span className="visually-hidden">{fill(t.kfsOf, { lender: o.lender })}</span>
        </a>
      </p>
      {view.canChoose && !chosen && <ChooseForm offer={o} tenure={tenure} />}
    </article>
  )
}

/** "Choose this offer": the consent to share with this one lender is part of the choice. */
function ChooseForm({ offer: o, tenure }: { offer: Offer; tenure: number }) {
  const t = useMessages().offers.choose
  const site = useSite()
  const href = useHref()
  const { errors, values } = useFormState(OFFERS_FORM)
  const field = `consent-${o.productId}`
  const error = errors[field]
  const refused = values.productId === String(o.productId)
  return (
    <form method="post" action={href('/offers')} className="offer-choose">
      <input type="hidden" name="productId" value={o.productId} />
      <input type="hidden" name="tenure" value={tenure} />
      <div className="offer-consent">
        <input
          type="checkbox"
          id={field}
          name="consent"
          aria-describedby={`${field}-error`}
          aria-invalid={error ? true : undefined}
          defaultChecked={refused ? false : undefined}
        />
        <label htmlFor={field}>{fill(t.consent, { lender: o.lender, brand: site.brandName })}</label>
      </div>
      <p id={`${field}-error`} className="field-error">
        {error ? fill(error, { lender: o.lender }) : ''}
      </p>
      <button type="submit" className="btn btn-primary">
        {t.button}
        <span className="visually-hidden">: {o.lender}</span>
      </button>
    </form>
  )
}
