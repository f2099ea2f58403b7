import './kfs.css'
import { useData } from 'vike-react/useData'
import { formatIndian, formatInr } from '../../../../../src/shared/format/inr'
import { aprText, monthsText, pct } from '../../shared/format'
import type { Data } from './+data'

const lenderPolicy = 'As per the lender’s policy, stated in its own KFS'

/**
 * The main fields of the Key Facts Statement in RBI's KFS directions (2024): Part 1 (rate, fees and
 * charges), the APR illustration and the repayment schedule, for the true-cost tool's figures. It is
 * marked as an illustration on screen and on every printed page.
 */
export function Page() {
  const { reading, cost, loanName, schedule } = useData<Data>()
  const { inputs, charges, search } = reading
  const totals = schedule.reduce(
    (t, m) => ({ principal: t.principal + m.principal, interest: t.interest + m.interest, instalment: t.instalment + m.instalment }),
    { principal: 0, interest: 0, instalment: 0 },
  )
  const feeRows = [
    { item: 'Processing fee', note: 'One-time, payable to the lender', value: cost.fee },
    { item: 'GST on the processing fee', note: inputs.gstOnFee ? '18%' : 'Not added in this illustration', value: cost.gst },
    { item: 'Insurance premium', note: 'Payable to a third party through the lender', value: charges.insurance },
    { item: 'Stamp duty', note: 'As levied by the state', value: charges.stampDuty },
    { item: 'Documentation charges', note: 'One-time', value: charges.documentation },
  ]
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
        <p className="eyebrow">Illustrative Key Facts Statement</p>
        <h1>Key Facts Statement: an illustration, not an offer</h1>
        <p>
          What a lender’s Key Facts Statement would show for a {loanName.toLowerCase()} of {formatInr(inputs.amount)} at {pct(inputs.rate)}{' '}
          a year over {monthsText(inputs.months)}, laid out as in the Reserve Bank of India’s KFS directions. A real KFS comes from the
          lender, before you sign, and binds it; this page does not.
        </p>
      </header>

      <section className="kfs-part" aria-labelledby="kfs-part1">
        <h2 id="kfs-part1">Part 1: interest rate and fees and charges</h2>
        <table className="kfs-table">
          <caption className="visually-hidden">Loan details</caption>
          <tbody>
            <Row n="1" item="Type of loan" value={loanName} />
            <Row n="2" item="Loan amount (amount sanctioned)" value={formatInr(inputs.amount)} testId="kfs-amount" />
            <Row n="3" item="Disbursal schedule" value="100% upfront, less the fees and charges below" />
            <Row n="4" item="Loan term" value={monthsText(inputs.months)} />
            <Row
              n="5"
              item="Instalments"
              value={`Monthly EMIs: ${inputs.months} instalments of ${formatInr(cost.emi)}, the first one month after disbursal`}
              testId="kfs-instalments"
            />
            <Row
              n="6"
              item="Interest rate and type"
              value={`${pct(inputs.rate)} a year, on the reducing balance; fixed, floating or hybrid as the lender states`}
            />
          </tbody>
        </table>

        <h3>7. Fees and charges</h3>
        <table className="kfs-table kfs-fees">
          <caption className="visually-hidden">Fees and charges, in rupees</caption>
          <thead>
            <tr>
              <th scope="col">Charge</th>
              <th scope="col">Basis</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {feeRows.map((r) => (
              <tr key={r.item}>
                <th scope="row">{r.item}</th>
                <td>{r.note}</td>
                <td>{formatInr(r.value)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total deducted from the loan
              </th>
              <td data-testid="kfs-deductions">{formatInr(cost.fee + cost.gst + cost.charges)}</td>
            </tr>
          </tfoot>
        </table>

        <table className="kfs-table">
          <caption className="visually-hidden">What you receive, repay and the APR</caption>
          <tbody>
            <Row n="8" item="Net disbursed amount" value={formatInr(cost.netDisbursed)} testId="kfs-net" />
            <Row n="9" item="Total interest over the term" value={formatInr(cost.totalInterest)} />
            <Row n="10" item="Total amount to be paid (loan amount + interest)" value={formatInr(cost.totalRepayment)} testId="kfs-total" />
            <Row n="11" item="Annual Percentage Rate (APR)" value={aprText(cost.apr, cost.aprCapped)} testId="kfs-apr" strong />
          </tbody>
        </table>

        <h3>12. Contingent charges</h3>
        <table className="kfs-table">
          <caption className="visually-hidden">Charges that apply only in some cases</caption>
          <tbody>
            <Row n="(i)" item="Penal charges for a late or missed payment" value={lenderPolicy} />
            <Row n="(ii)" item="Other penal charges" value={lenderPolicy} />
            <Row
              n="(iii)"
              item="Foreclosure or prepayment charges"
              value={`${lenderPolicy}. None on floating-rate loans to individuals for non-business use, under RBI’s 2025 directions (loans from 1 January 2026).`}
            />
            <Row n="(iv)" item="Switching from a floating to a fixed rate" value={lenderPolicy} />
            <Row n="(v)" item="Any other charges" value={lenderPolicy} />
          </tbody>
        </table>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-part2">
        <h2 id="kfs-part2">Part 2: other information</h2>
        <ul className="kfs-points">
          <li>
            <strong>Cooling-off (look-up) period.</strong> The lender’s KFS states a period after disbursal during which you may leave the
            loan by repaying the principal and the proportionate APR, without any penalty. For digital loans RBI sets it at no less than 3
            days (one day for loans shorter than 7 days).
          </li>
          <li>
            <strong>Recovery and complaints.</strong> The lender’s KFS names any recovery agents it uses, its grievance redressal officer
            and how to reach the RBI Ombudsman.
          </li>
          <li>
            <strong>How the APR is worked out.</strong> The monthly rate r at which the net disbursed amount equals the value today of the{' '}
            {inputs.months} EMIs, times 12: the APR illustration in RBI’s KFS directions.
          </li>
        </ul>
      </section>

      <section className="kfs-part" aria-labelledby="kfs-schedule">
        <h2 id="kfs-schedule">Repayment schedule</h2>
        <div className="kfs-table-wrap" tabIndex={0} role="region" aria-labelledby="kfs-schedule">
          <table className="kfs-table kfs-schedule">
            <caption className="visually-hidden">Repayment schedule, in rupees</caption>
            <thead>
              <tr>
                <th scope="col">Instalment</th>
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

function Row({ n, item, value, testId, strong }: { n: string; item: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <tr className={strong ? 'kfs-strong' : undefined}>
      <td className="kfs-n">{n}</td>
      <th scope="row">{item}</th>
      <td data-testid={testId}>{value}</td>
    </tr>
  )
}
