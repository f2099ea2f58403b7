import { useMessages } from '#views/i18n/use-i18n'
import { DonutSvg } from './DonutSvg'
import { pieLabel } from './present'

/**
 * Principal against interest. The server draws an SVG donut; with script, chart.js is imported
 * once the chart nears the screen after the first paint, and its pie takes the donut's place in a
 * box of the same size (live-emi.ts).
 */
export function PieChart({ principal, interest, shownWhen }: { principal: number; interest: number; shownWhen: { hidden: boolean } }) {
  const w = useMessages().emi
  return (
    <div className="emi-chart" {...shownWhen}>
      <canvas role="img" aria-label={pieLabel(principal, interest, w)} data-testid="emi-pie" />
      <div className="emi-tip" role="tooltip" hidden />
      <DonutSvg principal={principal} interest={interest} />
    </div>
  )
}
