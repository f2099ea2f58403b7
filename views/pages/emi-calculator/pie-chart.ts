// chart.js, loaded by a dynamic import() after the page is interactive, so it is in neither the
// server render nor the first bundle (docs/decisions/022). Only the parts a pie needs are registered.
import { ArcElement, Chart, Legend, PieController, Tooltip, type TooltipModel } from 'chart.js'
import { formatInr } from '#src/shared/format/inr'
import { chartColors } from './chart-colors'

Chart.register(PieController, ArcElement, Tooltip, Legend)

export interface PieHandle {
  update(principal: number, interest: number): void
  destroy(): void
}

/**
 * Draws the pie. The tooltip is HTML (chart.js 'external' tooltip) so that it uses the page's font,
 * can be read by tests, and needs no inline style attribute: it is positioned through the CSSOM,
 * which the CSP allows.
 */
export function drawPie(
  canvas: HTMLCanvasElement,
  tip: HTMLElement,
  principal: number,
  interest: number,
  /** The slices' names in the page's language: principal, interest. */
  labels: [string, string],
): PieHandle {
  const chart = new Chart(canvas, {
    type: 'pie',
    data: {
      labels,
      datasets: [
        {
          data: [principal, interest],
          backgroundColor: [chartColors.principal, chartColors.interest],
          borderColor: '#fff',
          borderWidth: 2,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? false : { duration: 300 },
      plugins: {
        legend: {
          position: 'bottom',
          labels: { boxWidth: 12, boxHeight: 12, font: { family: getComputedStyle(canvas).fontFamily, size: 13 }, color: '#334155' },
        },
        tooltip: {
          enabled: false,
          external: ({ tooltip }: { tooltip: TooltipModel<'pie'> }) => showTip(tip, canvas, tooltip),
          callbacks: { label: (item) => `${item.label}: ${formatInr(Number(item.raw))}` },
        },
      },
    },
  })
  return {
    update(p, i) {
      chart.data.datasets[0]!.data = [p, i]
      chart.update()
    },
    destroy: () => chart.destroy(),
  }
}

function showTip(tip: HTMLElement, canvas: HTMLCanvasElement, tooltip: TooltipModel<'pie'>) {
  if (tooltip.opacity === 0) {
    tip.hidden = true
    return
  }
  tip.textContent = tooltip.body.flatMap((b) => b.lines).join(' ')
  tip.hidden = false
  tip.style.left = `${canvas.offsetLeft + tooltip.caretX}px`
  tip.style.top = `${canvas.offsetTop + tooltip.caretY}px`
}
