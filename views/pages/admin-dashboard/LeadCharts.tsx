import './lead-charts.css'
import type { LeadChart } from '#src/shared/lead-charts'
import { dashboard } from '#src/shared/i18n/admin/dashboard'
import { fill } from '#src/shared/i18n/fill'

const w = dashboard.charts

/**
 * The lead desk at a glance. The server renders each chart as a table, which is all a browser
 * without JavaScript shows; lead-charts-loader.ts later draws a chart from the same table's cells, so
 * the two cannot disagree, and keeps the table for screen readers (docs/decisions/101).
 */
export function LeadCharts({ charts }: { charts: LeadChart[] | null }) {
  if (charts === null) {
    return (
      <section className="card lead-charts-missing" aria-labelledby="lead-charts-title">
        <h2 id="lead-charts-title">{w.title}</h2>
        <p>{w.unreadable}</p>
      </section>
    )
  }
  if (charts.length === 0) return null
  return (
    <section className="lead-charts" aria-labelledby="lead-charts-title">
      <h2 id="lead-charts-title">{w.title}</h2>
      <div className="lead-charts-grid">
        {charts.map((chart) => (
          <ChartFigure key={chart.id} chart={chart} />
        ))}
      </div>
    </section>
  )
}

function ChartFigure({ chart }: { chart: LeadChart }) {
  const titleId = `chart-${chart.id}-title`
  const total = chart.rows.reduce((sum, r) => sum + r.count, 0)
  return (
    <figure className="card lead-chart" data-lead-chart={chart.kind} data-chart-id={chart.id} aria-labelledby={titleId}>
      <figcaption>
        <h3 id={titleId}>{chart.title}</h3>
        <p className="admin-muted">{fill(w.total, { n: total.toLocaleString('en-IN') })}</p>
      </figcaption>
      <div className="lead-chart-table">
        <table>
          <caption className="visually-hidden">{chart.title}</caption>
          <thead>
            <tr>
              <th scope="col">{chart.rowHeading}</th>
              <th scope="col">{chart.countHeading}</th>
            </tr>
          </thead>
          <tbody>
            {chart.rows.map((r) => (
              <tr key={r.key} data-key={r.key}>
                <th scope="row">{r.label}</th>
                <td data-count={r.count}>{r.count.toLocaleString('en-IN')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
