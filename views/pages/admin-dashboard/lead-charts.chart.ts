// chart.js for the lead desk, fetched by lead-charts-loader.ts after the page has loaded, so it is in
// neither the server render nor the first bundle. Only the parts a bar chart needs are registered.
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js'
import { wrapWords } from '#src/shared/format/text'
import { chartCanvas } from './chart-canvas'

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip)

// tokens.css: brand-700, brand-500, accent-600 and success-700, each at least 3:1 against white.
const colours: Record<string, string> = {
  'applications-per-day': '#0f3d91',
  'applications-by-status': '#1e63d6',
  'applications-by-purpose': '#c77a00',
  'applications-by-loan-type': '#1e63d6',
  'enquiries-per-day': '#0f6e3f',
}

// The page's own typeface (the --font-sans token), so the charts read like the text around them.
const font = { family: getComputedStyle(document.body).fontFamily, size: 12 }

/** The rows of a chart's table: its labels and counts, read back from the server's HTML. */
function readTable(figure: HTMLElement): { labels: string[]; counts: number[] } {
  const rows = [...figure.querySelectorAll('tbody tr')]
  return {
    labels: rows.map((r) => r.querySelector('th')?.textContent ?? ''),
    counts: rows.map((r) => Number(r.querySelector<HTMLElement>('td[data-count]')?.dataset.count ?? 0)),
  }
}

/**
 * Draws one chart above its table, then hides the table visually (it stays for screen readers, and
 * a button shows it again); the canvas is chartCanvas's.
 */
function draw(figure: HTMLElement, reducedMotion: boolean): void {
  const { labels, counts } = readTable(figure)
  const title = figure.querySelector('h3')?.textContent ?? 'Chart'
  const canvas = chartCanvas(figure, { title, boxClass: 'lead-chart-box', tableIs: 'that follows' })

  const lying = figure.dataset.leadChart === 'categories'
  new Chart<'bar', number[], string | string[]>(canvas, {
    type: 'bar',
    data: {
      // A lying chart's labels wrap at 14 characters, so a phone never clips them.
      labels: lying ? labels.map((l) => wrapWords(l, 14)) : labels,
      datasets: [
        {
          label: figure.querySelector('thead th:last-child')?.textContent ?? '',
          data: counts,
          backgroundColor: colours[figure.dataset.chartId ?? ''] ?? '#0f3d91',
          borderRadius: 3,
          maxBarThickness: 28,
        },
      ],
    },
    options: {
      indexAxis: lying ? 'y' : 'x',
      responsive: true,
      maintainAspectRatio: false,
      animation: reducedMotion ? false : { duration: 300 },
      plugins: { tooltip: { titleFont: font, bodyFont: font } },
      scales: {
        [lying ? 'x' : 'y']: { beginAtZero: true, ticks: { precision: 0, font, color: '#4b5568' }, grid: { color: '#dbe2ee' } },
        [lying ? 'y' : 'x']: { ticks: { font, color: '#334155', autoSkip: !lying, maxRotation: 0 }, grid: { display: false } },
      },
    },
  })

  const toggle = document.createElement('button')
  toggle.type = 'button'
  toggle.className = 'admin-action lead-chart-toggle'
  toggle.setAttribute('aria-expanded', 'false')
  toggle.textContent = 'Show the numbers'
  toggle.addEventListener('click', () => {
    const open = figure.classList.toggle('is-table-open')
    toggle.setAttribute('aria-expanded', String(open))
    toggle.textContent = open ? 'Hide the numbers' : 'Show the numbers'
  })
  canvas.parentElement!.after(toggle)
  figure.classList.add('is-drawn')
}

export function drawLeadCharts(figures: Iterable<HTMLElement>): void {
  const reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  for (const figure of figures) draw(figure, reducedMotion)
}
