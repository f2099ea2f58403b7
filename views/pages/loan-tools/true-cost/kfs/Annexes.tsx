import { formatIndian, formatInr } from '#src/shared/format/inr'
import { fill } from '#src/shared/i18n/fill'
import { pct } from '#views/pages/loan-tools/shared/format'
import { shockText } from '../present'
import { Row } from './rows'
import { useKfs } from './use-kfs'

/** Annex B: the APR computation sheet, items 1–11. */
export function AnnexB() {
  const { k, inputs, tenure, cost, rateType, toLender, toThirdParty, apr, floating, shock, messages, locale } = useKfs()
  const b = k.b
  return (
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
  )
}

/** Annex C: the repayment schedule, month by month, with its totals. */
export function AnnexC() {
  const { k, schedule } = useKfs()
  const totals = schedule.reduce(
    (t, m) => ({ principal: t.principal + m.principal, interest: t.interest + m.interest, instalment: t.instalment + m.instalment }),
    { principal: 0, interest: 0, instalment: 0 },
  )
  return (
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
  )
}
