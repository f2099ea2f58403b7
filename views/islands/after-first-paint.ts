/**
 * Runs `then` once the browser has reported its first contentful paint and is idle, so that heavy
 * code fetched by import() (chart.js) never competes with the first paint. In headless and slow
 * browsers the load event can come before the paint; a browser that never reports it (no Paint
 * Timing, a hidden tab) goes ahead after 3 s.
 */
export function afterFirstPaint(then: () => void): void {
  const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void idle(then)
  let done = false
  const go = () => {
    if (done) return
    done = true
    observer.disconnect()
    idle(then)
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length > 0) go()
  })
  observer.observe({ type: 'paint', buffered: true })
  window.setTimeout(go, 3_000)
}
