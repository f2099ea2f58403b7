import './funnel.css'
import '#views/components/lead-desk/lead-desk.css'
import { useData } from 'vike-react/useData'
import { Field } from '#views/components/Field'
import { FUNNEL_CSV_PATH, FUNNEL_PATH, formatMonth } from '#src/shared/funnel'
import { FunnelGroupFigure, FunnelTotalFigure } from './FunnelFigures'
import type { Data } from './+data'
import { funnel as w } from '#src/shared/i18n/admin/funnel'
import { fill } from '#src/shared/i18n/fill'

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
          <p className="lead-kicker">{w.kicker}</p>
          <h1>{w.title}</h1>
          <p className="admin-muted">{fill(w.intro, { from: formatMonth(funnel.from), to: formatMonth(funnel.to) })}</p>
        </div>
      </header>
      <form method="get" action={FUNNEL_PATH} className="card lead-filters funnel-period" aria-label={w.chooseMonths}>
        <Field name="from" label={w.fromMonth} type="month" placeholder={w.monthFormat} defaultValue={funnel.from} hint={w.monthFormat} />
        <Field name="to" label={w.toMonth} type="month" placeholder={w.monthFormat} defaultValue={funnel.to} hint={w.monthFormat} />
        <div className="lead-filter-actions">
          <button type="submit" className="btn btn-primary">
            {w.show}
          </button>
          <a href={FUNNEL_PATH}>{w.last12}</a>
          <a href={`${FUNNEL_CSV_PATH}?${period}`} download>
            {w.downloadCsv}
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
