/**
 * Draws the dashboard's charts once the page has loaded, has been painted and the browser is idle,
 * so chart.js never competes with the first paint. Only a page with chart tables fetches it: the
 * other admin pages share this +client.ts and load nothing more. If the fetch fails the tables stay,
 * as without JavaScript (docs/decisions/101).
 */
export function loadLeadCharts(): void {
  const figures = [...document.querySelectorAll<HTMLElement>('[data-lead-chart]')]
  if (figures.length === 0) return
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
  const draw = () =>
    import('./lead-charts.chart').then(
      ({ drawLeadCharts }) => drawLeadCharts(figures),
      () => undefined,
    )
  const start = () => afterFirstPaint(() => idle(() => void draw()))
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

/**
 * Runs `then` once the browser reports its first contentful paint. In headless and slow browsers the
 * load event can come before it. A browser that never reports it (no Paint Timing, a hidden tab)
 * goes ahead after 3 s.
 */
function afterFirstPaint(then: () => void): void {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return then()
  let done = false
  const go = () => {
    if (done) return
    done = true
    observer.disconnect()
    then()
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go()
  })
  observer.observe({ type: 'paint', buffered: true })
  window.setTimeout(go, 3_000)
}
