import { useData } from 'vike-react/useData'
import { useMessages } from '#views/i18n/use-i18n'
import { link, shown } from '../loan-tools/shared/view'
import type { Data } from './+data'
import { scheduleYearsHtml } from './present'

/** The amortisation schedule: one <details> per year that opens to its months (works without script). */
export function Schedule() {
  const { view, result } = useData<Data>()
  const w = useMessages().emi
  return (
    <section className="section emi-schedule" aria-labelledby="emi-schedule-title">
      <div className="container">
        <div className="emi-schedule-head">
          <div>
            <h2 id="emi-schedule-title">{w.schedule.title}</h2>
            <p className="lead">{w.schedule.lead}</p>
          </div>
          <a className="btn btn-outline" download data-testid="emi-csv" {...link(view, 'csv')} {...shown(view, 'some')}>
            {w.schedule.csv}
          </a>
        </div>
        <p className="emi-empty" {...shown(view, 'none')}>
          {w.schedule.empty}
        </p>
        {/* Numbers and fixed wording only (present.ts); the script swaps it as the inputs change. */}
        <div
          className="emi-years"
          data-schedule
          {...shown(view, 'some')}
          dangerouslySetInnerHTML={{ __html: scheduleYearsHtml(result, w) }}
        />
      </div>
    </section>
  )
}
