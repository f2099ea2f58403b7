import { formatIndian } from '#src/shared/format/inr'
import {
  formatDays,
  formatShare,
  funnelStepLabels,
  funnelSteps,
  laterSteps,
  type FunnelGroup,
  type FunnelRow,
  type FunnelStep,
  type LaterStep,
} from '#src/shared/funnel'
import { funnel as w } from '#src/shared/i18n/admin/funnel'
import { fill } from '#src/shared/i18n/fill'

const count = (n: number | null) => (n === null ? '—' : formatIndian(n))

const dayHeadings: Record<LaterStep, string> = w.dayHeadings

/** A step's count cell; the chart script reads data-step and data-count (funnel.chart.ts). */
function CountCell({ step, n }: { step: FunnelStep; n: number | null }) {
  return (
    <td data-step={step} data-count={n ?? undefined}>
      {count(n)}
    </td>
  )
}

/** All leads, step by step: a bar for each step above a table of counts, shares and median days. */
export function FunnelTotalFigure({ row }: { row: FunnelRow }) {
  return (
    <figure className="card lead-chart funnel-chart" data-funnel-chart="steps" data-chart-id="total" aria-labelledby="funnel-total-title">
      <figcaption>
        <h2 id="funnel-total-title">{w.total.title}</h2>
        <p className="admin-muted">{fill(w.total.disbursed, { amount: formatIndian(row.disbursed) })}</p>
      </figcaption>
      <div className="funnel-table" role="region" aria-labelledby="funnel-total-title" tabIndex={0}>
        <table>
          <caption className="visually-hidden">{w.total.title}</caption>
          <thead>
            <tr>
              <th scope="col">{w.total.step}</th>
              <th scope="col">{w.total.leads}</th>
              <th scope="col">{w.total.share}</th>
              <th scope="col">{w.total.days}</th>
            </tr>
          </thead>
          <tbody>
            {funnelSteps.map((s) => (
              <tr key={s} data-key={s}>
                <th scope="row">{funnelStepLabels[s]}</th>
                <CountCell step={s} n={row.counts[s]} />
                <td>{s === 'lead' ? '—' : formatShare(row.conversion[s])}</td>
                <td>{s === 'lead' ? '—' : formatDays(row.medianDays[s])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/**
 * A group (loan type, lender, month): grouped bars, one colour a step, beside a table of every figure
 * for the group's steps (a lender's start at "sent": it has no leads or calls of its own).
 */
export function FunnelGroupFigure({ group }: { group: FunnelGroup }) {
  const titleId = `funnel-${group.id}-title`
  const steps = group.steps
  const shares = laterSteps.filter((s) => steps.includes(s) && s !== steps[0])
  const days = laterSteps.filter((s) => steps.includes(s))
  return (
    <figure
      className="card lead-chart funnel-chart"
      data-funnel-chart="group"
      data-chart-id={group.id}
      data-steps={steps.join(' ')}
      aria-labelledby={titleId}
    >
      <figcaption>
        <h2 id={titleId}>{group.title}</h2>
      </figcaption>
      <div className="funnel-table" role="region" aria-labelledby={titleId} tabIndex={0}>
        <table>
          <caption className="visually-hidden">{group.title}</caption>
          <thead>
            <tr>
              <th scope="col">{group.rowHeading}</th>
              {steps.map((s) => (
                <th scope="col" key={s} data-step={s}>
                  {funnelStepLabels[s]}
                </th>
              ))}
              {shares.map((s) => (
                <th scope="col" key={s}>
                  {fill(w.shareHeading, { step: funnelStepLabels[s] })}
                </th>
              ))}
              {days.map((s) => (
                <th scope="col" key={s}>
                  {dayHeadings[s]}
                </th>
              ))}
              <th scope="col">{w.disbursedHeading}</th>
            </tr>
          </thead>
          <tbody>
            {group.rows.map((r) => (
              <tr key={r.key} data-key={r.key}>
                <th scope="row">{r.label}</th>
                {steps.map((s) => (
                  <CountCell key={s} step={s} n={r.counts[s]} />
                ))}
                {shares.map((s) => (
                  <td key={s}>{formatShare(r.conversion[s])}</td>
                ))}
                {days.map((s) => (
                  <td key={s}>{formatDays(r.medianDays[s])}</td>
                ))}
                <td>{formatIndian(r.disbursed)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}
