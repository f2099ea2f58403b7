import './funnel.css'
import '#views/components/lead-desk/lead-desk.css'
import { useData } from 'vike-react/useData'
import { Field } from '#views/components/Field'
import { FUNNEL_CSV_PATH, FUNNEL_PATH, formatMonth } from '#src/shared/funnel'
import { FunnelGroupFigure, FunnelTotalFigure } from './FunnelFigures'
import type { Data } from './+data'

/**
 * The numbers a business owner asks for (issue 44, item 7; docs/decisions/232): of the leads that came
 * in over the months chosen, how many reached each step, by loan type, lender and month. Each chart is
 * drawn from the table beside it, which is all a browser without JavaScript shows.
 */
export function Page() {
  const { funnel, periodError } = useData<Data>()
  const period = new URLSearchParams({ from: funnel.from, to: funnel.to }).toString()
  return (
    <>
      <header className="admin-head">
        <div>
          <p className="lead-kicker">Lead desk</p>
          <h1>Funnel</h1>
          <p className="admin-muted">
            Leads that came in from {formatMonth(funnel.from)} to {formatMonth(funnel.to)} (India time), and how many of them reached each
            step, whatever their status now. A percentage is of the step before; days are the median India calendar days from the step
            before.
          </p>
        </div>
      </header>
      <form method="get" action={FUNNEL_PATH} className="card lead-filters funnel-period" aria-label="Choose the months">
        <Field name="from" label="From month" type="month" placeholder="YYYY-MM" defaultValue={funnel.from} hint="YYYY-MM" />
        <Field name="to" label="To month" type="month" placeholder="YYYY-MM" defaultValue={funnel.to} hint="YYYY-MM" />
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            Show
          </button>
          <a href={FUNNEL_PATH}>Last 12 months</a>
          <a href={`${FUNNEL_CSV_PATH}?${period}`} download>
            Download CSV
          </a>
        </div>
      </form>
      {periodError && (
        <p className="notice notice-error" role="status">
          {periodError}
        </p>
      )}
      <FunnelTotalFigure row={funnel.total} />
      {funnel.groups.map((g) => (
        <FunnelGroupFigure key={g.id} group={g} />
      ))}
    </>
  )
}
