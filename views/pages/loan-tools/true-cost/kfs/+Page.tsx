import './kfs.css'
import type { ReactNode } from 'react'
import { useData } from 'vike-react/useData'
import { formatDate } from '../../../../../src/shared/format/date'
import { formatIndian, formatInr } from '../../../../../src/shared/format/inr'
import { benchmarks } from '../../../../../src/shared/loan-tools/floating'
import { useSite } from '../../../../hooks/use-site'
import { aprText, monthsText, pct } from '../../shared/format'
import { shockText } from '../present'
import type { Data } from './+data'

const lenderPolicy = 'As per the lender’s policy, stated in its own KFS'
const lenderClause = 'The clause number is in the lender’s own KFS and loan agreement'

/**
 * The Key Facts Statement of RBI's KFS directions (2024), Annex A to the letter: Part 1 (interest
 * rate and fees/charges, items 1–10 with RBI's numbers), Part 2 (other qualitative information, items
 * 1–6), Annex B (the APR computation sheet, items 1–11) and Annex C (the repayment schedule), for the
 * true-cost tool's figures and maths (docs/decisions/168). Marked as an illustration on screen and on
 * every printed A4 sheet.
 */
export function Page() {
  const { reading, cost, shock, loanName, proposal, date, schedule } = useData<Data>()
  const site = useSite()
  const { inputs, charges, floating, search } = reading
  const totals = schedule.reduce(
    (t, m) => ({ principal: t.principal + m.principal, interest: t.interest + m.interest, instalment: t.instalment + m.instalment }),
    { principal: 0, interest: 0, instalment: 0 },
  )
  const toLender = cost.fee + cost.gst + charges.documentation
  const toThirdParty = charges.insurance + charges.valuation + charges.stampDuty
  const rateType = floating ? 'Floating' : 'Fixed'
  const benchmark = floating ? benchmarks.find((b) => b.value === floating.benchmark)!.label : ''
  const instalments = `${inputs.months} monthly EMIs of ${formatInr(cost.emi)}`
  return (
    <div className="container kfs">
      <p className="kfs-stamp" role="note">
        <strong>Illustration, not an offer.</strong> Worked out by our true-cost tool from the figures you entered; no lender has made or
        approved them.
      </p>
      <div className="kfs-actions">
        <a className="btn btn-outline" href={`/loan-tools/true-cost?${search}`}>
          Change the figures
        </a>
        <button type="button" className="btn btn-primary" data-print hidden>
          Print
        </button>
      </div>

      <header className="kfs-head">
        <p className="eyebrow">Annex A · Illustration, not an offer</p>
        <h1>Key Facts Statement: an illustration, not an offer</h1>
        <dl className="kfs-meta">
          <div>
            <dt>Proposal number</dt>
            <dd data-testid="kfs-proposal">{proposal}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd data-testid="kfs-date">
              <time dateTime={date}>{formatDate(date)}</time>
            </dd>
          </div>
          <div>
            <dt>Validity</dt>
            <dd data-testid="kfs-validity">Valid for 3 working days from the date above</dd>
          </div>
        </dl>
        <p>
          What a lender’s Key Facts Statement would show for a {loanName.toLowerCase()} of {formatInr(inputs.amount)} at {pct(inputs.rate)}{' '}
          a year ({rateType.toLowerCase()}) over {monthsText(inputs.months)}, item by item as in Annex A of the Reserve Bank of India’s KFS
          directions. A real KFS comes from the lender, before you sign, and binds it; this page does not.
        </p>
      </header>

      <section className="kfs-part" aria-labelledby="kfs-part1">
        <h2 id="kfs-part1">Part 1 (Interest rate and fees/charges)</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">Part 1, items 1 to 7</caption>
          <tbody>
            <Row part="P1" n="1" item="Loan proposal/account No.; Type of loan" value={`${proposal}; ${loanName}`} />
            <Row part="P1" n="2" item="Sanctioned loan amount (in Rupees)" value={formatInr(inputs.amount)} testId="kfs-amount" />
            <Row
              part="P1"
              n="3"
              item="Disbursal schedule: (i) in stages or 100% upfront; (ii) if in stages, the clause of the loan agreement"
              value="(i) 100% upfront, less the fees and charges of item 8; (ii) not applicable"
            />
            <Row part="P1" n="4" item="Loan term (year/months/days)" value={monthsText(inputs.months)} />
            <Row
              part="P1"
              n="5"
              item="Instalment details: type of instalments; number of EPIs; EPI (₹); commencement of repayment, post sanction"
              value={`Monthly (EMI); ${inputs.months} instalments of ${formatInr(cost.emi)}; the first one month after disbursal`}
              testId="kfs-instalments"
            />
            <Row
              part="P1"
              n="6"
              item="Interest rate (%) and type (fixed or floating or hybrid)"
              value={`${pct(inputs.rate)} a year, ${rateType.toLowerCase()}, on the reducing balance`}
              testId="kfs-rate"
            />
            <Row
              part="P1"
              n="7"
              item="Additional information in case of floating rate of interest"
              value={floating ? 'See the table below' : 'Not applicable: the rate is fixed for the whole term'}
            />
          </tbody>
        </table>
        {floating && shock && (
          <div className="kfs-table-wrap" tabIndex={0} role="region" aria-label="Item 7: the floating rate">
            <table className="kfs-table kfs-grid" data-item="P1-7-table">
              <caption className="visually-hidden">Item 7: the floating rate</caption>
              <thead>
                <tr>
                  <th scope="col">Reference benchmark</th>
                  <th scope="col">Benchmark rate (%) (B)</th>
                  <th scope="col">Spread (%) (S)</th>
                  <th scope="col">Final rate (%) R = (B) + (S)</th>
                  <th scope="col">Reset periodicity (months): B; S</th>
                  <th scope="col">Impact of a 25 bps change in R: EPI (₹); No. of EPIs</th>
                </tr>
              </thead>
              <tbody>
                <tr>
                  <td data-testid="kfs-benchmark">{benchmark}</td>
                  <td data-testid="kfs-benchmark-rate">{pct(inputs.rate - floating.spread)}</td>
                  <td data-testid="kfs-spread">{pct(floating.spread)}</td>
                  <td data-testid="kfs-final-rate">{pct(inputs.rate)}</td>
                  <td data-testid="kfs-reset">
                    B: every {floating.resetMonths} months; S: fixed for the term unless your credit risk changes, as the lender’s policy
                    says
                  </td>
                  <td data-testid="kfs-shock">
                    EPI: +{formatInr(shock.emiChange)}; No. of EPIs:{' '}
                    {shock.emisChange === null ? 'the EMI would no longer cover the interest' : `+${shock.emisChange}`}
                  </td>
                </tr>
              </tbody>
            </table>
          </div>
        )}

        <h3 data-item="P1-8">
          <span className="kfs-n">8</span> Fee/Charges
        </h3>
        <div className="kfs-table-wrap" tabIndex={0} role="region" aria-label="Item 8: fees and charges">
          <table className="kfs-table kfs-fees kfs-grid">
            <caption className="visually-hidden">Item 8: fees and charges, in rupees</caption>
            <thead>
              <tr>
                <td />
                <th scope="col">Charge</th>
                <th scope="col">Payable to the lender (A): one-time/recurring</th>
                <th scope="col">Amount (₹)</th>
                <th scope="col">Payable to a third party through the lender (B): one-time/recurring</th>
                <th scope="col">Amount (₹)</th>
              </tr>
            </thead>
            <tbody>
              <FeeRow
                n="(i)"
                item="Processing fees"
                a={cost.fee + cost.gst}
                aNote={inputs.gstOnFee ? 'One-time, with 18% GST' : 'One-time'}
              />
              <FeeRow n="(ii)" item="Insurance charges" b={charges.insurance} bNote="One-time premium to the insurer" />
              <FeeRow n="(iii)" item="Valuation fees" b={charges.valuation} bNote="One-time, to the valuer" />
              <FeeRow n="(iv)" item="Any other: documentation charges" a={charges.documentation} aNote="One-time" />
              <FeeRow n="(iv)" item="Any other: stamp duty" b={charges.stampDuty} bNote="One-time, to the State" />
            </tbody>
            <tfoot>
              <tr>
                <td />
                <th scope="row">Total</th>
                <td />
                <td data-testid="kfs-to-lender">{formatIndian(toLender)}</td>
                <td />
                <td data-testid="kfs-to-third-party">{formatIndian(toThirdParty)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="kfs-fine">
          All of it is taken from the loan before it is paid out:{' '}
          <span data-testid="kfs-deductions">{formatInr(toLender + toThirdParty)}</span>.
        </p>

        <table className="kfs-table">
          <caption className="visually-hidden">Part 1, items 9 and 10</caption>
          <tbody>
            <Row
              part="P1"
              n="9"
              item="Annual Percentage Rate (APR) (%)"
              value={aprText(cost.apr, cost.aprCapped)}
              testId="kfs-apr"
              strong
            />
            <Row part="P1" n="10" item="Details of contingent charges (in ₹ or %, as applicable)" value="" />
            <Row n="(i)" item="Penal charges, if any, in case of delayed payment" value={lenderPolicy} />
            <Row n="(ii)" item="Other penal charges, if any" value={lenderPolicy} />
            <Row
              n="(iii)"
              item="Foreclosure charges, if applicable"
              value={`${lenderPolicy}. None on floating-rate loans to individuals for non-business use, under RBI’s 2025 directions (loans from 1 January 2026).`}
            />
            <Row n="(iv)" item="Charges for switching of loans from floating to fixed rate and vice versa" value={lenderPolicy} />
            <Row n="(v)" item="Any other charges" value={lenderPolicy} />
          </tbody>
        </table>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-part2">
        <h2 id="kfs-part2">Part 2 (Other qualitative information)</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">Part 2, items 1 to 6</caption>
          <tbody>
            <Row
              part="P2"
              n="1"
              item="Clause of the loan agreement relating to engagement of recovery agents"
              value={`${lenderClause}. Every recovery agent carries the lender’s authorisation, says whom they act for, and calls only between 8 a.m. and 7 p.m.`}
            />
            <Row
              part="P2"
              n="2"
              item="Clause of the loan agreement which details the grievance redressal mechanism"
              value={`${lenderClause}. Unresolved after 30 days: the RBI Ombudsman, cms.rbi.org.in.`}
            />
            <Row
              part="P2"
              n="3"
              item="Phone number and e-mail id of the nodal grievance redressal officer"
              value={
                <>
                  The lender’s, in its own KFS. For our service: {site.grievanceOfficer.name},{' '}
                  <a href={`mailto:${site.grievanceOfficer.email}`}>{site.grievanceOfficer.email}</a>, {site.grievanceOfficer.phone}
                </>
              }
            />
            <Row
              part="P2"
              n="4"
              item="Whether the loan is, or in future may be, subject to transfer to other lenders or securitisation (Yes/No)"
              value="As the lender states: Yes or No. If it is transferred, you are told, and the terms of this loan stay as they are."
            />
            <Row
              part="P2"
              n="5"
              item="In case of lending under collaborative lending arrangements (e.g., co-lending/outsourcing): the originating lender and its share of funding; the partner lender and its share; the blended rate of interest"
              value="Not applicable in this illustration: one lender funds the whole loan. Under co-lending the lender’s KFS names both lenders, their shares and the blended rate."
            />
            <Row part="P2" n="6" item="In case of digital loans" value="" />
            <Row
              n="(i)"
              item="Cooling off/look-up period during which the borrower shall not be charged any penalty on prepayment of the loan"
              value="At least 3 days for a loan of 7 days or more (1 day for a shorter one): you may exit by repaying the principal and the proportionate APR, without any penalty."
            />
            <Row
              n="(ii)"
              item="Details of the lending service provider acting as recovery agent and authorised to approach the borrower"
              value="Named by the lender in its own KFS, if any."
            />
          </tbody>
        </table>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-annex-b">
        <h2 id="kfs-annex-b">Annex B: Illustration for computation of APR</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">Annex B, items 1 to 11</caption>
          <tbody>
            <Row part="B" n="1" item="Sanctioned loan amount (in Rupees) (item 2 of Part 1)" value={formatInr(inputs.amount)} />
            <Row part="B" n="2" item="Loan term (item 4 of Part 1)" value={monthsText(inputs.months)} />
            <Row n="a)" item="No. of instalments for payment of principal, in case of non-equated periodic loans" value="Not applicable" />
            <Row
              n="b)"
              item="Type of EPI; amount of each EPI (in Rupees) and no. of EPIs (item 5 of Part 1)"
              value={`Monthly (EMI); ${instalments}`}
              testId="kfs-b-emi"
            />
            <Row n="c)" item="No. of instalments for payment of capitalised interest, if any" value="None" />
            <Row n="d)" item="Commencement of repayments, post sanction (item 5 of Part 1)" value="One month after disbursal" />
            <Row part="B" n="3" item="Interest rate type (fixed or floating or hybrid) (item 6 of Part 1)" value={rateType} />
            <Row part="B" n="4" item="Rate of interest (item 6 of Part 1)" value={`${pct(inputs.rate)} a year`} />
            <Row
              part="B"
              n="5"
              item="Total interest amount to be charged during the entire tenor of the loan as per the rate prevailing on sanction date (in Rupees)"
              value={formatInr(cost.totalInterest)}
              testId="kfs-interest"
            />
            <Row part="B" n="6" item="Fee/Charges payable (in Rupees)" value={formatInr(toLender + toThirdParty)} />
            <Row n="A" item="Payable to the lender (item 8A of Part 1)" value={formatInr(toLender)} />
            <Row n="B" item="Payable to a third party routed through the lender (item 8B of Part 1)" value={formatInr(toThirdParty)} />
            <Row part="B" n="7" item="Net disbursed amount (1 − 6) (in Rupees)" value={formatInr(cost.netDisbursed)} testId="kfs-net" />
            <Row
              part="B"
              n="8"
              item="Total amount to be paid by the borrower (sum of 1 and 5) (in Rupees)"
              value={formatInr(cost.totalRepayment)}
              testId="kfs-total"
            />
            <Row
              part="B"
              n="9"
              item="Annual Percentage Rate: effective annualized interest rate (in percentage), computed on the net disbursed amount using the IRR approach and reducing balance method"
              value={aprText(cost.apr, cost.aprCapped)}
              testId="kfs-b-apr"
              strong
            />
            <Row
              part="B"
              n="10"
              item="Schedule of disbursement as per terms and conditions"
              value="100% upfront; the repayment schedule is in Annex C"
            />
            <Row
              part="B"
              n="11"
              item="Due date of payment of instalment and interest"
              value="The same day of each month as the disbursal, from the month after it"
            />
          </tbody>
        </table>
        <p className="kfs-fine">
          How item 9 is worked out: the monthly rate r at which the net disbursed amount equals the value today of the {inputs.months} EMIs,
          times 12.{floating && shock ? ` A 0.25% rise in the benchmark: ${shockText(shock)}.` : ''}
        </p>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-schedule">
        <h2 id="kfs-schedule">Annex C: Repayment schedule under equated periodic instalment</h2>
        <div className="kfs-table-wrap" tabIndex={0} role="region" aria-labelledby="kfs-schedule">
          <table className="kfs-table kfs-schedule">
            <caption className="visually-hidden">Repayment schedule, in rupees</caption>
            <thead>
              <tr>
                <th scope="col">Instalment No.</th>
                <th scope="col">Outstanding principal (₹)</th>
                <th scope="col">Principal (₹)</th>
                <th scope="col">Interest (₹)</th>
                <th scope="col">Instalment (₹)</th>
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
                <th scope="row">Total</th>
                <td />
                <td>{formatIndian(totals.principal)}</td>
                <td>{formatIndian(totals.interest)}</td>
                <td>{formatIndian(totals.instalment)}</td>
              </tr>
            </tfoot>
          </table>
        </div>
        <p className="kfs-fine">
          Rounded to the rupee by running totals, so the columns add up to the loan amount and the total interest; a month’s instalment may
          differ from the EMI by ₹1.
        </p>
      </section>
      <p className="kfs-stamp kfs-stamp-end">
        <strong>Illustration, not an offer.</strong> Ask the lender for its own Key Facts Statement before you sign.
      </p>
    </div>
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
