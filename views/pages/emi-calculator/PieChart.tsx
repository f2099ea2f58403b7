import { useEffect, useRef, useState } from 'react'
import { formatInr } from '../../../src/shared/format/inr'
import { DonutSvg } from './DonutSvg'
import type { PieHandle } from './pie-chart'
import { afterFirstPaint } from '../../islands/after-first-paint'

/**
 * Principal against interest. The server draws an SVG donut; in the browser chart.js is imported
 * later and its pie takes the donut's place in a box of the same size.
 */
export function PieChart({ principal, interest }: { principal: number; interest: number }) {
  const canvas = useRef<HTMLCanvasElement>(null)
  const tip = useRef<HTMLDivElement>(null)
  const pie = useRef<PieHandle | null>(null)
  const latest = useRef({ principal, interest })
  const [ready, setReady] = useState(false)

  useEffect(() => {
    latest.current = { principal, interest }
    pie.current?.update(principal, interest)
  }, [principal, interest])

  useEffect(() => {
    let cancelled = false
    const load = () =>
      import('./pie-chart').then(({ drawPie }) => {
        if (cancelled || !canvas.current || !tip.current) return
        pie.current = drawPie(canvas.current, tip.current, latest.current.principal, latest.current.interest)
        setReady(true)
      })
    // chart.js is fetched when the chart comes near the screen (on a phone it is below the fold),
    // and then only after the first paint, when the browser is idle.
    const box = canvas.current!.parentElement!
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return
        seen.disconnect()
        afterFirstPaint(() => void load())
      },
      { rootMargin: '200px' },
    )
    seen.observe(box)
    return () => {
      cancelled = true
      seen.disconnect()
      pie.current?.destroy()
      pie.current = null
    }
  }, [])

  return (
    <div className={`emi-chart${ready ? ' is-ready' : ''}`}>
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Pie chart: principal ${formatInr(principal)}, interest ${formatInr(interest)}`}
        data-testid="emi-pie"
      />
      <div ref={tip} className="emi-tip" role="tooltip" hidden />
      {!ready && <DonutSvg principal={principal} interest={interest} />}
    </div>
  )
}
