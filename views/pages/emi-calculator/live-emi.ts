import { parseNumber, type EmiField } from '#src/shared/emi'
import { afterFirstPaint } from '#views/islands/after-first-paint'
import { applyView, formQuery } from '../loan-tools/shared/enhance'
import type { PieHandle } from './pie-chart'
import { donut, emiFieldNames, emiFields, pieLabel, presentEmi, scheduleYearsHtml, type EmiLang, type EmiReading } from './present'

/**
 * Makes the calculator live, without React (docs/decisions/132): the sliders and boxes move each
 * other, the figures, hints, schedule and links follow at once, and the address bar follows the
 * inputs so every result can be shared. A box being typed in is left alone, unless its value is
 * above the maximum (capped at once); leaving it shows the value really used. Calculate reloads
 * nothing. It speaks the page's language: `lang` holds the words the page wrote beside it.
 */
export function liveEmi(form: HTMLFormElement, lang: EmiLang): void {
  const w = lang.words
  const fields = emiFields(w, lang.locale)
  const root = form.closest('main') ?? document
  const box = (field: EmiField) => form.querySelector<HTMLInputElement>(`input[name="${field}"]`)!
  const slider = (field: EmiField) => form.querySelector<HTMLInputElement>(`.emi-slider[data-field="${field}"]`)!
  const schedule = root.querySelector<HTMLElement>('[data-schedule]')!
  const chart = root.querySelector<HTMLElement>('.emi-chart')!
  const canvas = chart.querySelector('canvas')!
  let reading = presentEmi(formQuery(form), lang)
  let pie: PieHandle | null = null

  const split = ({ result }: EmiReading): [number, number] => [result.principal, result.totalInterest ?? 0]

  const drawSplit = (next: EmiReading) => {
    const [principal, interest] = split(next)
    canvas.setAttribute('aria-label', pieLabel(principal, interest, w))
    if (pie) return pie.update(principal, interest)
    // Until chart.js has come, the server's donut stands in for it.
    const d = donut(principal, interest, w)
    chart.querySelector('.emi-donut title')!.textContent = d.title
    chart.querySelector('.emi-donut-pct')!.textContent = d.pct
    chart.querySelector('.emi-donut-interest')!.setAttribute('stroke-dasharray', d.dash)
  }

  const update = () => {
    const query = formQuery(form)
    // A box that cannot be read yet (empty, or '-' on the way to a number) keeps its last value.
    for (const field of emiFieldNames) if (Number.isNaN(parseNumber(query[field]))) query[field] = String(reading.used[field])
    const next = presentEmi(query, lang)
    applyView(root, next.view)
    for (const { field, show } of fields) {
      const value = String(next.used[field])
      slider(field).value = value
      slider(field).setAttribute('aria-valuetext', show(next.used[field]))
      if (next.capped[field] === 'max') box(field).value = value
    }
    if (next.search !== reading.search) {
      schedule.innerHTML = scheduleYearsHtml(next.result, w)
      drawSplit(next)
      window.history.replaceState(window.history.state, '', `?${next.search}`)
    }
    reading = next
  }
  const settle = (field: EmiField) => (box(field).value = String(reading.used[field]))

  for (const field of emiFieldNames) slider(field).disabled = false
  form.addEventListener('input', (event) => {
    const moved = (event.target as HTMLElement).closest<HTMLInputElement>('.emi-slider')
    if (moved) box(moved.dataset.field as EmiField).value = moved.value
    update()
  })
  form.addEventListener('change', (event) => {
    const name = (event.target as HTMLInputElement).name as EmiField
    if (emiFieldNames.includes(name)) settle(name)
  })
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    update()
    for (const field of emiFieldNames) settle(field)
  })

  // chart.js is fetched when the chart comes near the screen (on a phone it is below the fold), and
  // then only after the first paint, when the browser is idle (docs/decisions/022).
  const seen = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return
      seen.disconnect()
      afterFirstPaint(
        () =>
          void import('./pie-chart').then(({ drawPie }) => {
            pie = drawPie(canvas, chart.querySelector<HTMLElement>('.emi-tip')!, ...split(reading), [w.principal, w.interest])
            chart.querySelector('.emi-donut')?.remove()
            chart.classList.add('is-ready')
          }),
      )
    },
    { rootMargin: '200px' },
  )
  seen.observe(chart)
}
