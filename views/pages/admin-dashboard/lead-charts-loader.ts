import { afterFirstPaint } from '#views/islands/after-first-paint'

/**
 * Runs `draw` on the page's figures that match `selector` once the page has loaded, has been painted
 * and the browser is idle, so chart.js never competes with the first paint. A page without such
 * figures fetches nothing. If the fetch fails the tables stay, as without JavaScript (docs/decisions/101).
 */
export function whenPaintedAndIdle(selector: string, draw: (figures: HTMLElement[]) => Promise<unknown>): void {
  const figures = [...document.querySelectorAll<HTMLElement>(selector)]
  if (figures.length === 0) return
  const start = () => afterFirstPaint(() => void draw(figures).catch(() => undefined))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/** The dashboard's charts; the other admin pages share this +client.ts and load nothing more. */
export function loadLeadCharts(): void {
  whenPaintedAndIdle('[data-lead-chart]', (figures) => import('./lead-charts.chart').then(({ drawLeadCharts }) => drawLeadCharts(figures)))
}
