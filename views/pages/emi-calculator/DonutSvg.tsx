import { formatInr } from '../../../src/shared/format/inr'
import { chartColors } from './chart-colors'

const R = 70
const C = 2 * Math.PI * R

/** The chart without script: an SVG donut drawn on the server, with its own legend. */
export function DonutSvg({ principal, interest }: { principal: number; interest: number }) {
  const total = principal + interest
  const share = total > 0 ? interest / total : 0
  const pct = (x: number) => `${Math.round(x * 100)}%`
  return (
    <div className="emi-donut">
      <svg viewBox="0 0 200 200" width="180" height="180" role="img" aria-labelledby="emi-donut-title">
        <title id="emi-donut-title">{`Principal ${formatInr(principal)} (${pct(1 - share)}), interest ${formatInr(interest)} (${pct(share)})`}</title>
        <circle cx="100" cy="100" r={R} fill="none" stroke={chartColors.principal} strokeWidth="36" />
        {share > 0 && (
          <circle
            cx="100"
            cy="100"
            r={R}
            fill="none"
            stroke={chartColors.interest}
            strokeWidth="36"
            strokeDasharray={`${(share * C).toFixed(2)} ${C.toFixed(2)}`}
            transform="rotate(-90 100 100)"
          />
        )}
        <text x="100" y="96" textAnchor="middle" className="emi-donut-pct">
          {pct(share)}
        </text>
        <text x="100" y="118" textAnchor="middle" className="emi-donut-label">
          interest
        </text>
      </svg>
      <ul className="emi-legend">
        <li>
          <span className="dot dot-principal" aria-hidden="true" />
          Principal
        </li>
        <li>
          <span className="dot dot-interest" aria-hidden="true" />
          Interest
        </li>
      </ul>
    </div>
  )
}
