// The browser half of every tool page. The page works without it: a GET form (POST for the
// eligibility form) whose answer the server renders. With it, the figures follow the inputs as they
// are typed, with the same maths and the same wording, and the address bar follows a GET form, so
// the page is always a link that can be shared (docs/decisions/021, 091). It is plain DOM code:
// these pages load no React (decision 091).
import type { Query, ToolView } from './view'

export interface Tool {
  /** The raw query → what the page shows, and the canonical query string of what was used. */
  present(query: Query): { view: ToolView; search: string }
}

/** Applies a view to the page: texts, visibility, highlights, links and table rows. */
export function applyView(root: ParentNode, view: ToolView): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-out]')) {
    const text = view.text[el.dataset.out!]
    if (text !== undefined && el.textContent !== text) el.textContent = text
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-show]')) {
    const show = view.show[el.dataset.show!]
    if (show !== undefined) el.hidden = !show
  }
  for (const el of root.querySelectorAll<HTMLElement>('[data-flag]')) {
    const on = view.show[el.dataset.flag!]
    if (on !== undefined) el.classList.toggle('is-on', on)
  }
  for (const el of root.querySelectorAll<HTMLAnchorElement>('a[data-href]')) {
    const href = view.href[el.dataset.href!]
    if (href !== undefined && el.getAttribute('href') !== href) el.setAttribute('href', href)
  }
  for (const body of root.querySelectorAll<HTMLTableSectionElement>('tbody[data-rows]')) {
    const rows = view.rows[body.dataset.rows!]
    if (rows) body.replaceChildren(...rows.map(row))
  }
}

function row(cells: string[]): HTMLTableRowElement {
  const tr = document.createElement('tr')
  cells.forEach((text, i) => {
    const cell = document.createElement(i === 0 ? 'th' : 'td')
    if (i === 0) cell.scope = 'row'
    cell.textContent = text
    tr.append(cell)
  })
  return tr
}

/** The form's current values as a query: what the GET form would send. */
export function formQuery(form: HTMLFormElement): Query {
  const q: Record<string, string | string[]> = {}
  for (const [name, value] of new FormData(form)) {
    const had = q[name]
    const text = String(value)
    q[name] = had === undefined ? text : [...(Array.isArray(had) ? had : [had]), text]
  }
  return q
}

/**
 * Makes a tool's forms live. Typing recomputes at once; leaving a box rewrites it with the value
 * really used (capped, rounded), as the EMI calculator does; Calculate does not reload the page.
 * A page with two forms computes from both: without script a form may carry the other's values in
 * hidden inputs (data-mirror), which the live page no longer needs. A form marked data-private (the
 * eligibility form: income and EMIs) never reaches the address bar: typing in it writes no address,
 * and its fields are left out of the address the other forms write (docs/decisions/091).
 */
export function enhance(forms: HTMLFormElement | null | (HTMLFormElement | null)[], tool: Tool): void {
  const live = (Array.isArray(forms) ? forms : [forms]).filter((f): f is HTMLFormElement => f !== null)
  if (live.length === 0) return
  for (const form of live) for (const mirror of form.querySelectorAll('input[data-mirror]')) mirror.remove()
  const root = live[0]!.closest('main') ?? document
  const isPrivate = (form: HTMLFormElement) => form.hasAttribute('data-private')
  const privateNames = new Set(
    live.filter(isPrivate).flatMap((f) => Array.from(f.elements, (el) => (el as HTMLInputElement).name).filter(Boolean)),
  )
  const update = (from: HTMLFormElement) => {
    const query: Query = Object.assign({}, ...live.map(formQuery))
    const { view, search } = tool.present(query)
    applyView(root, view)
    if (!isPrivate(from)) {
      const address = new URLSearchParams(search)
      for (const name of privateNames) address.delete(name)
      const next = address.toString() === '' ? '' : `?${address}`
      if (window.location.search !== next) window.history.replaceState(window.history.state, '', next || window.location.pathname)
    }
    return new URLSearchParams(search)
  }
  // Leaving a box rewrites that box alone: rewriting others could put text into the box the visitor
  // is moving to, under their typing. Calculate rewrites them all.
  const settle = (used: URLSearchParams, only?: EventTarget | null) => {
    for (const form of live) {
      for (const el of form.querySelectorAll<HTMLInputElement>('input[type="number"], input[type="text"]')) {
        if (only !== undefined && el !== only) continue
        const value = used.get(el.name) ?? ''
        if (el.value !== value) el.value = value
      }
    }
  }
  for (const form of live) {
    form.addEventListener('input', () => void update(form))
    form.addEventListener('change', (e) => settle(update(form), e.target))
    form.addEventListener('submit', (e) => {
      e.preventDefault()
      settle(update(form))
    })
  }
}
