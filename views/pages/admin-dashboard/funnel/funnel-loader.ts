import { whenPaintedAndIdle } from '../lead-charts-loader'

/** The funnel's charts, drawn as the dashboard's are (lead-charts-loader.ts): chart.js only on this page, after its first paint. */
export function loadFunnelCharts(): void {
  whenPaintedAndIdle('[data-funnel-chart]', (figures) => import('./funnel.chart').then(({ drawFunnelCharts }) => drawFunnelCharts(figures)))
}
