/**
 * A canvas for one chart, placed after its figure's caption in a box of `boxClass`. The canvas is one
 * picture to assistive technology: its label says where the numbers are (`tableIs`: "that follows",
 * "beside it"). chart.js sizes the canvas through the CSSOM, which the CSP allows.
 */
export function chartCanvas(figure: HTMLElement, opts: { title: string; boxClass: string; tableIs: string }): HTMLCanvasElement {
  const box = document.createElement('div')
  box.className = opts.boxClass
  const canvas = document.createElement('canvas')
  canvas.setAttribute('role', 'img')
  canvas.setAttribute('aria-label', `Bar chart: ${opts.title}. The numbers are in the table ${opts.tableIs}.`)
  box.append(canvas)
  figure.querySelector('figcaption')!.after(box)
  return canvas
}
