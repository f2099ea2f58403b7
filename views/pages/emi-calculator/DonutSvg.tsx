import { useMessages } from '#views/i18n/use-i18n'
import { chartColors } from './chart-colors'
import { donut } from './present'

/** The chart without script, or until chart.js arrives: an SVG donut drawn on the server, with its own legend. */
export function DonutSvg({ principal, interest }: { principal: number; interest: number }) {
  const w = useMessages().emi
  const d = donut(principal, interest, w)
  return (
    <div className="emi-donut">
      <svg viewBox="0 0 200 200" width="180" height="180" role="img" aria-labelledby="emi-donut-title">
        <title id="emi-donut-title">{d.title}</title>
        <circle cx="100" cy="100" r={d.r} fill="none" stroke={chartColors.principal} strokeWidth="36" />
        <circle
          className="emi-donut-interest"
          cx="100"
          cy="100"
          r={d.r}
          fill="none"
          stroke={chartColors.interest}
          strokeWidth="36"
          strokeDasharray={d.dash}
          transform="rotate(-90 100 100)"
        />
        <text x="100" y="96" textAnchor="middle" className="emi-donut-pct">
          {d.pct}
        </text>
        <text x="100" y="118" textAnchor="middle" className="emi-donut-label">
          {w.donutInterest}
        </text>
      </svg>
      <ul className="emi-legend">
        <li>
          <span className="dot dot-principal" aria-hidden="true" />
          {w.principal}
        </li>
        <li>
          <span className="dot dot-interest" aria-hidden="true" />
          {w.interest}
        </li>
      </ul>
    </div>
  )
}
