import { formatIndian, formatInr } from '#src/shared/format/inr'
import { samplePreClosure } from '#src/shared/content/lenders'
import { fill } from '#src/shared/i18n/fill'
import { pct } from '#views/pages/loan-tools/shared/format'
import { penalText } from '#views/pages/offers/words'
import { around } from '../words'
import { FeeRow, Row } from './rows'
import { useKfs } from './use-kfs'

/** Annex A, Part 1: interest rate and fees/charges, items 1–10 with RBI's numbers. */
export function Part1() {
  const { k } = useKfs()
  return (
    <section className="kfs-part" aria-labelledby="kfs-part1">
      <h2 id="kfs-part1">{k.part1}</h2>
      <Items1to7 />
      <FloatingTable />

      <Fees />

      <Items9and10 />
    </section>
  )
}

function Items1to7() {
  const { k, proposal, loanName, inputs, tenure, cost, lowerFirst, rateType, floating } = useKfs()
  const p1 = k.p1
  return (
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
  )
}

/** Item 7's table for a floating rate: the benchmark, the spread, the reset and the shock. */
function FloatingTable() {
  const { k, floating, shock, benchmark, inputs, messages } = useKfs()
  if (!floating || !shock) return null
  return (
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
  )
}

/** Item 8: the fees and charges, payable to the lender (A) and to third parties through it (B). */
function Fees() {
  const { k, cost, inputs, charges, toLender, toThirdParty } = useKfs()
  const [deductionsBefore, deductionsAfter] = around(k.deductions, 'amount')
  return (
    <>
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
    </>
  )
}

/** Items 9 (the APR) and 10 (the contingent charges). */
function Items9and10() {
  const { k, apr, offer, offers } = useKfs()
  const preClosure = offer?.offer.preClosure
  return (
    <table className="kfs-table">
      <caption className="visually-hidden">{k.part1Items9and10}</caption>
      <tbody>
        <Row part="P1" n="9" item={k.i9} value={apr} testId="kfs-apr" strong />
        <Row part="P1" n="10" item={k.i10} value="" />
        <Row n="(i)" item={k.contingent.penalDelay} value={offer ? penalText(offers, offer.offer) : k.lenderPolicy} testId="kfs-penal" />
        <Row n="(ii)" item={k.contingent.penalOther} value={k.lenderPolicy} />
        <Row
          n="(iii)"
          item={k.contingent.foreclosure}
          value={fill(k.contingent.foreclosureValue, {
            policy: preClosure === samplePreClosure ? k.samplePreClosure : (preClosure ?? k.lenderPolicy),
          })}
        />
        <Row n="(iv)" item={k.contingent.switching} value={k.lenderPolicy} />
        <Row n="(v)" item={k.contingent.other} value={k.lenderPolicy} />
      </tbody>
    </table>
  )
}
