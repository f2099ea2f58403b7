import { emiQuery, type EmiResult } from '../../../src/shared/emi'
import { formatIndian, formatInr } from '../../../src/shared/format/inr'

/** The amortisation schedule: one <details> per year that opens to its months (works without script). */
export function Schedule({ result }: { result: EmiResult }) {
  const csv = `/emi-calculator/schedule.csv?${emiQuery(result.inputs)}`
  return (
    <section className="section emi-schedule" aria-labelledby="emi-schedule-title">
      <div className="container">
        <div className="emi-schedule-head">
          <div>
            <h2 id="emi-schedule-title">Amortisation schedule</h2>
            <p className="lead">How each year&rsquo;s instalments split between interest and principal. Open a year to see its months.</p>
          </div>
          {result.monthly.length > 0 && (
            <a className="btn btn-outline" href={csv} download data-testid="emi-csv">
              Download CSV
            </a>
          )}
        </div>
        {result.yearly.length === 0 ? (
          <p className="emi-empty">With a tenure of 0 years there are no instalments to schedule.</p>
        ) : (
          <div className="emi-years">
            <div className="emi-year-cols" aria-hidden="true">
              <span>Year</span>
              <span>Principal</span>
              <span>Interest</span>
              <span>Balance at year end</span>
            </div>
            {result.yearly.map((y) => (
              <details key={y.year} className="emi-year" data-testid="emi-year">
                <summary>
                  <span className="emi-year-n">Year {y.year}</span>
                  <span>
                    <span className="emi-k">Principal </span>
                    {formatInr(y.principal)}
                  </span>
                  <span>
                    <span className="emi-k">Interest </span>
                    {formatInr(y.interest)}
                  </span>
                  <span>
                    <span className="emi-k">Balance </span>
                    {formatInr(y.closing)}
                  </span>
                </summary>
                <div className="emi-table-wrap" tabIndex={0} role="region" aria-label={`Year ${y.year}, month by month`}>
                  <table className="emi-table">
                    <caption className="visually-hidden">Year {y.year}, month by month, in rupees</caption>
                    <thead>
                      <tr>
                        <th scope="col">Month</th>
                        <th scope="col">Opening (₹)</th>
                        <th scope="col">Interest (₹)</th>
                        <th scope="col">Principal (₹)</th>
                        <th scope="col">Closing (₹)</th>
                      </tr>
                    </thead>
                    <tbody>
                      {y.months.map((m) => (
                        <tr key={m.month} data-testid="emi-month">
                          <th scope="row">{m.month}</th>
                          <td>{formatIndian(m.opening)}</td>
                          <td>{formatIndian(m.interest)}</td>
                          <td>{formatIndian(m.principal)}</td>
                          <td>{formatIndian(m.closing)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            ))}
          </div>
        )}
      </div>
    </section>
  )
}
