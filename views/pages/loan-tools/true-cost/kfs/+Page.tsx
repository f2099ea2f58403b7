import './kfs.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { formatDate } from '#src/shared/format/date'
import { formatIndian, formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import { benchmarks } from '#src/shared/loan-tools/floating'
import { useSite } from '#views/hooks/use-site'
import { useHref, useLocale, useMessages } from '#views/i18n/use-i18n'
import { pct } from '#views/pages/loan-tools/shared/format'
import { shockText } from '../present'
import { CoolingOff } from '../CoolingOff'
import { aprWords, around, tenureText } from '../words'
import type { OfferKfs } from '#src/shared/offers/view'
import { daysText, penalText } from '#views/pages/offers/words'
import type { Data } from './+data'

/**
 * The Key Facts Statement of RBI's KFS directions (2024), Annex A to the letter: Part 1 (interest
 * rate and fees/charges, items 1–10 with RBI's numbers), Part 2 (other qualitative information, items
 * 1–6), Annex B (the APR computation sheet, items 1–11) and Annex C (the repayment schedule), for the
 * true-cost tool's figures and maths (docs/decisions/168). Marked as an illustration on screen and on
 * every printed A4 sheet. In the page's language, as RBI asks (docs/decisions/180); the words are the
 * catalogue's kfs part (units from trueCost).
 */
export function Page() {
  const { reading, cost, shock, loanKey, proposal, date, schedule, offer } = useData<Data>()
  const site = useSite()
  const { trueCost: messages, kfs: k, offers } = useMessages()
  const u = messages.units
  const locale = useLocale()
  const href = useHref()
  const { inputs, charges, floating, search } = reading
  const totals = schedule.reduce(
    (t, m) => ({ principal: t.principal + m.principal, interest: t.interest + m.interest, instalment: t.instalment + m.instalment }),
    { principal: 0, interest: 0, instalment: 0 },
  )
  const toLender = cost.fee + cost.gst + charges.documentation
  const toThirdParty = charges.insurance + charges.valuation + charges.stampDuty
  const rateType = floating ? k.floating : k.fixed
  const benchmark = floating
    ? (messages.benchmarks[floating.benchmark] ?? benchmarks.find((b) => b.value === floating.benchmark)!.label)
    : ''
  const loanName = messages.loanNames[loanKey] ?? messages.loanNames.personal!
  const tenure = tenureText(u, locale, inputs.months)
  const apr = aprWords(u, cost.apr, cost.aprCapped)
  const lowerFirst = (text: string) => (locale === 'en' ? text.toLowerCase() : text)
  const [deductionsBefore, deductionsAfter] = around(k.deductions, 'amount')
  const p1 = k.p1
  const p2 = k.p2
  const b = k.b
  return (
    <div className="container kfs">
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

      <section className="kfs-part" aria-labelledby="kfs-part1">
        <h2 id="kfs-part1">{k.part1}</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">{k.part1Items1to7}</caption>
          <tbody>
            <Row part="P1" n="1" item={p1.i1} value={`${proposal}; ${loanName}`} />
            <Row part="P1" n="2" item={p1.i2} value={formatInr(inputs.amount)} testId="kfs-amount" />
            <Row part="P1" n="3" item={p1.i3} value={p1.v3} />
            <Row part="P1" n="4" item={p1.i4} value={tenure} />
            <Row
              part="P1"
              n="5"
              item={p1.i5}
              value={fill(p1.v5, { months: inputs.months, emi: formatInr(cost.emi) })}
              testId="kfs-instalments"
            />
            <Row
              part="P1"
              n="6"
              item={p1.i6}
              value={fill(p1.v6, { rate: pct(inputs.rate), rateType: lowerFirst(rateType) })}
              testId="kfs-rate"
            />
            <Row part="P1" n="7" item={p1.i7} value={floating ? p1.v7Floating : p1.v7Fixed} />
          </tbody>
        </table>
        {floating && shock && (
          <div className="kfs-table-wrap" tabIndex={0} role="region" aria-label={k.floatingTable}>
            <table className="kfs-table kfs-grid" data-item="P1-7-table">
              <caption className="visually-hidden">{k.floatingTable}</caption>
              <thead>
                <tr>
                  {k.floatingCols.map((c) => (
                    <th key={c} scope="col">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td data-testid="kfs-benchmark">{benchmark}</td>
                  <td data-testid="kfs-benchmark-rate">{pct(inputs.rate - floating.spread)}</td>
                  <td data-testid="kfs-spread">{pct(floating.spread)}</td>
                  <td data-testid="kfs-final-rate">{pct(inputs.rate)}</td>
                  <td data-testid="kfs-reset">{fill(k.reset, { months: floating.resetMonths })}</td>
                  <td data-testid="kfs-shock">
                    {fill(k.shockCell, {
                      emi: formatInr(shock.emiChange),
                      emis: shock.emisChange === null ? messages.view.noCover : `+${shock.emisChange}`,
                    })}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        )}

        <h3 data-item="P1-8">
          <span className="kfs-n">8</span> {k.fees}
        </h3>
        <div className="kfs-table-wrap" tabIndex={0} role="region" aria-label={k.feesRegion}>
          <table className="kfs-table kfs-fees kfs-grid">
            <caption className="visually-hidden">{k.feesCaption}</caption>
            <thead>
              <tr>
                <td />
                {k.feeCols.map((c, i) => (
                  <th key={i} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              <FeeRow
                n="(i)"
                item={k.feeRows.processing}
                a={cost.fee + cost.gst}
                aNote={inputs.gstOnFee ? k.feeRows.processingGst : k.feeRows.oneTime}
              />
              <FeeRow n="(ii)" item={k.feeRows.insurance} b={charges.insurance} bNote={k.feeRows.insuranceNote} />
              <FeeRow n="(iii)" item={k.feeRows.valuation} b={charges.valuation} bNote={k.feeRows.valuationNote} />
              <FeeRow n="(iv)" item={k.feeRows.documentation} a={charges.documentation} aNote={k.feeRows.oneTime} />
              <FeeRow n="(iv)" item={k.feeRows.stampDuty} b={charges.stampDuty} bNote={k.feeRows.stampDutyNote} />
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">{k.total}</th>
                <td />
                <td data-testid="kfs-to-lender">{formatIndian(toLender)}</td>
                <td />
                <td data-testid="kfs-to-third-party">{formatIndian(toThirdParty)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="kfs-fine">
          {deductionsBefore}
          <span data-testid="kfs-deductions">{formatInr(toLender + toThirdParty)}</span>
          {deductionsAfter}
        </p>

        <table className="kfs-table">
          <caption className="visually-hidden">{k.part1Items9and10}</caption>
          <tbody>
            <Row part="P1" n="9" item={k.i9} value={apr} testId="kfs-apr" strong />
            <Row part="P1" n="10" item={k.i10} value="" />
            <Row
              n="(i)"
              item={k.contingent.penalDelay}
              value={offer ? penalText(offers, offer.offer) : k.lenderPolicy}
              testId="kfs-penal"
            />
            <Row n="(ii)" item={k.contingent.penalOther} value={k.lenderPolicy} />
            <Row
              n="(iii)"
              item={k.contingent.foreclosure}
              value={fill(k.contingent.foreclosureValue, { policy: offer?.offer.preClosure ?? k.lenderPolicy })}
            />
            <Row n="(iv)" item={k.contingent.switching} value={k.lenderPolicy} />
            <Row n="(v)" item={k.contingent.other} value={k.lenderPolicy} />
          </tbody>
        </table>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-part2">
        <h2 id="kfs-part2">{k.part2}</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">{k.part2Items}</caption>
          <tbody>
            <Row part="P2" n="1" item={p2.i1} value={fill(p2.v1, { clause: k.lenderClause })} />
            <Row part="P2" n="2" item={p2.i2} value={fill(p2.v2, { clause: k.lenderClause })} />
            <Row
              part="P2"
              n="3"
              item={p2.i3}
              value={
                <>
                  {p2.v3}
                  {site.grievanceOfficer.name}, <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>,{' '}
                  {site.grievanceOfficer.phone}
                </>
              }
            />
            <Row part="P2" n="4" item={p2.i4} value={p2.v4} />
            <Row part="P2" n="5" item={p2.i5} value={p2.v5} />
            <Row part="P2" n="6" item={p2.i6} value="" />
            <Row
              n="(i)"
              item={p2.i6a}
              value={offer ? fill(offers.kfsPage.coolingOff, { days: daysText(offers, locale, offer.offer.coolingOffDays) }) : p2.v6a}
              testId="kfs-cooling-off"
            />
            <Row n="(ii)" item={p2.i6b} value={p2.v6b} />
          </tbody>
        </table>
      </section>

      <CoolingOff loan={{ ...cost, amount: inputs.amount }} carry={search} period={offer?.offer.coolingOffDays} />
      <section className="kfs-part" aria-labelledby="kfs-annex-b">
        <h2 id="kfs-annex-b">{k.annexB}</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">{k.annexBItems}</caption>
          <tbody>
            <Row part="B" n="1" item={b.i1} value={formatInr(inputs.amount)} />
            <Row part="B" n="2" item={b.i2} value={tenure} />
            <Row n="a)" item={b.i2a} value={b.notApplicable} />
            <Row n="b)" item={b.i2b} value={fill(b.v2b, { months: inputs.months, emi: formatInr(cost.emi) })} testId="kfs-b-emi" />
            <Row n="c)" item={b.i2c} value={b.none} />
            <Row n="d)" item={b.i2d} value={b.v2d} />
            <Row part="B" n="3" item={b.i3} value={rateType} />
            <Row part="B" n="4" item={b.i4} value={fill(b.v4, { rate: pct(inputs.rate) })} />
            <Row part="B" n="5" item={b.i5} value={formatInr(cost.totalInterest)} testId="kfs-interest" />
            <Row part="B" n="6" item={b.i6} value={formatInr(toLender + toThirdParty)} />
            <Row n="A" item={b.i6A} value={formatInr(toLender)} />
            <Row n="B" item={b.i6B} value={formatInr(toThirdParty)} />
            <Row part="B" n="7" item={b.i7} value={formatInr(cost.netDisbursed)} testId="kfs-net" />
            <Row part="B" n="8" item={b.i8} value={formatInr(cost.totalRepayment)} testId="kfs-total" />
            <Row part="B" n="9" item={b.i9} value={apr} testId="kfs-b-apr" strong />
            <Row part="B" n="10" item={b.i10} value={b.v10} />
            <Row part="B" n="11" item={b.i11} value={b.v11} />
          </tbody>
        </table>
        <p className="kfs-fine">
          {fill(k.how, { months: inputs.months })}
          {floating && shock ? fill(k.howShock, { shock: shockText(shock, messages, locale) }) : ''}
        </p>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-schedule">
        <h2 id="kfs-schedule">{k.annexC}</h2>
        <div className="kfs-table-wrap" tabIndex={0} role="region" aria-labelledby="kfs-schedule">
          <table className="kfs-table kfs-schedule">
            <caption className="visually-hidden">{k.scheduleCaption}</caption>
            <thead>
              <tr>
                {k.scheduleCols.map((c) => (
                  <th key={c} scope="col">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {schedule.map((m) => (
                <tr key={m.month} data-testid="kfs-row">
                  <th scope="row">{m.month}</th>
                  <td>{formatIndian(m.opening)}</td>
                  <td>{formatIndian(m.principal)}</td>
                  <td>{formatIndian(m.interest)}</td>
                  <td>{formatIndian(m.instalment)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{k.total}</th>
                <td />
                <td>{formatIndian(totals.principal)}</td>
                <td>{formatIndian(totals.interest)}</td>
                <td>{formatIndian(totals.instalment)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="kfs-fine">{k.scheduleFine}</p>
      </section>
      <p className="kfs-stamp kfs-stamp-end">
        <strong>{k.endStrong}</strong>
        {k.end}
      </p>
    </div>
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

interface RowProps {
  /** 'P1', 'P2' or 'B': marks an item of RBI's numbering, as data-item="P1-7". */
  part?: string
  n: string
  item: string
  value: ReactNode
  testId?: string
  strong?: boolean
}

function Row({ part, n, item, value, testId, strong }: RowProps) {
  return (
    <tr className={strong ? 'kfs-strong' : undefined} data-item={part ? `${part}-${n}` : undefined}>
      <td className="kfs-n">{n}</td>
      <th scope="row">{item}</th>
      <td data-testid={testId}>{value}</td>
    </tr>
  )
}

function FeeRow({ n, item, a, aNote, b, bNote }: { n: string; item: string; a?: number; aNote?: string; b?: number; bNote?: string }) {
  return (
    <tr>
      <td className="kfs-n">{n}</td>
      <th scope="row">{item}</th>
      <td>{a === undefined ? '—' : aNote}</td>
      <td>{a === undefined ? '—' : formatIndian(a)}</td>
      <td>{b === undefined ? '—' : bNote}</td>
      <td>{b === undefined ? '—' : formatIndian(b)}</td>
    </tr>
  )
}
