import { afterFirstPaint } from '#views/islands/after-first-paint'

/**
 * Draws the dashboard's charts once the page has loaded, has been painted and the browser is idle,
 * so chart.js never competes with the first paint. Only a page with chart tables fetches it: the
 * other admin pages share this +client.ts and load nothing more. If the fetch fails the tables stay,
 * as without JavaScript (docs/decisions/101).
 */
export function loadLeadCharts(): void {
  const figures = [...document.querySelectorAll<HTMLElement>('[data-lead-chart]')]
  if (figures.length === 0) return
  const draw = () =>
    import('./lead-charts.chart').then(
      ({ drawLeadCharts }) => drawLeadCharts(figures),
      () => undefined,
    )
  const start = () => afterFirstPaint(() => void draw())
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
