import { useData } from 'vike-react/useData'
import { link, shown } from '../loan-tools/shared/view'
import type { Data } from './+data'
import { scheduleYearsHtml } from './present'

/** The amortisation schedule: one <details> per year that opens to its months (works without script). */
export function Schedule() {
  const { view, result } = useData<Data>()
  return (
    <section className="section emi-schedule" aria-labelledby="emi-schedule-title">
      <div className="container">
        <div className="emi-schedule-head">
          <div>
            <h2 id="emi-schedule-title">Amortisation schedule</h2>
            <p className="lead">How each year&rsquo;s instalments split between interest and principal. Open a year to see its months.</p>
          </div>
          <a className="btn btn-outline" download data-testid="emi-csv" {...link(view, 'csv')} {...shown(view, 'some')}>
            Download CSV
          </a>
        </div>
        <p className="emi-empty" {...shown(view, 'none')}>
          With a tenure of 0 years there are no instalments to schedule.
        </p>
        {/* Numbers and fixed wording only (present.ts); the script swaps it as the inputs change. */}
        <div className="emi-years" data-schedule {...shown(view, 'some')} dangerouslySetInnerHTML={{ __html: scheduleYearsHtml(result) }} />
      </div>
    </section>
  )
}
