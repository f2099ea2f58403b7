// chart.js for the funnel page, fetched by funnel-loader.ts after the page has loaded, so it is in
// neither the server render nor the first bundle. Each chart is drawn from the table the server
// rendered beside it, which stays in view: the two cannot disagree (docs/decisions/101, 232).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js'
import { wrapWords } from '#src/shared/format/text'
import { chartCanvas } from '../chart-canvas'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip)

// tokens.css colours, each at least 3:1 against white: slate, brand-500, accent-600, brand-700, success-700.
const colours: Record<string, string> = {
  lead: '#64748b',
  contacted: '#1e63d6',
  sent: '#c77a00',
  sanctioned: '#0f3d91',
  disbursed: '#0f6e3f',
}

const font = { family: getComputedStyle(document.body).fontFamily, size: 12 }

const countIn = (row: Element, step: string) => Number(row.querySelector<HTMLElement>(`td[data-step="${step}"]`)?.dataset.count ?? 0)

interface Series {
  labels: string[]
  datasets: { label: string; data: number[]; backgroundColor: string | string[] }[]
}

/** The figures in a table: for all leads, one bar a step; for a group, one bar a step in each line. */
function readTable(figure: HTMLElement): Series {
  const rows = [...figure.querySelectorAll('tbody tr')]
  const labels = rows.map((r) => r.querySelector('th')?.textContent ?? '')
  if (figure.dataset.funnelChart === 'steps') {
    const steps = rows.map((r) => r.getAttribute('data-key') ?? '')
    return {
      labels,
      datasets: [
        { label: 'Leads', data: steps.map((s, i) => countIn(rows[i]!, s)), backgroundColor: steps.map((s) => colours[s] ?? '#0f3d91') },
      ],
    }
  }
  const steps = (figure.dataset.steps ?? '').split(' ').filter(Boolean)
  const heading = (s: string) => figure.querySelector(`thead th[data-step="${s}"]`)?.textContent ?? s
  return {
    labels,
    datasets: steps.map((s) => ({ label: heading(s), data: rows.map((r) => countIn(r, s)), backgroundColor: colours[s] ?? '#0f3d91' })),
  }
}

function draw(figure: HTMLElement, reducedMotion: boolean): void {
  const { labels, datasets } = readTable(figure)
  const title = figure.querySelector('h2')?.textContent ?? 'Chart'
  const canvas = chartCanvas(figure, { title, boxClass: 'lead-chart-box funnel-chart-box', tableIs: 'beside it' })
  new Chart<'bar', number[], string | string[]>(canvas, {
    type: 'bar',
    data: { labels: labels.map((l) => wrapWords(l, 14)), datasets: datasets.map((d) => ({ ...d, borderRadius: 3, maxBarThickness: 28 })) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 300 },
      plugins: {
        legend: { display: datasets.length > 1, labels: { font, color: '#334155', boxWidth: 12 } },
        tooltip: { titleFont: font, bodyFont: font },
      },
      scales: {
        y: { beginAtZero: true, ticks: { precision: 0, font, color: '#4b5568' }, grid: { color: '#dbe2ee' } },
        x: { ticks: { font, color: '#334155', maxRotation: 0 }, grid: { display: false } },
      },
    },
  })
  figure.classList.add('is-drawn')
}

export function drawFunnelCharts(figures: Iterable<HTMLElement>): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  for (const figure of figures) draw(figure, reducedMotion)
}
