// The apply page's JavaScript, loaded with the page: plain DOM code over the server's HTML, no React
// (docs/decisions/148). From the moment it runs, the loan-type tabs are ARIA tabs, City waits for a
// State and offers that state's cities, a new State clears the City, and the terms box waits for the
// other 13 fields. On submit the same schema checks first, then the form's own body goes to its own
// route asking for JSON (one handler, docs/decisions/127). Without it, the form is the plain POST.
// Its words are the page's own (<MessagesJson parts={['applyLive', 'formErrors']}>), so a Hindi page says
// everything in Hindi (docs/decisions/176): the schema's message keys are worded from `formErrors`, and
// the server answers the page's own call in the page's language (docs/decisions/227).
import type { Messages } from '#src/shared/i18n'
import { inWords, readForm, type FieldErrors } from '#src/shared/forms'
import { applyFieldNames } from '#src/shared/schemas/apply-fields'
import { problemOf, submitForm } from '#views/hooks/submit-form'
import { readMessages } from '#views/i18n/read-messages'
import { APPLY_LOCKS } from './apply-locks'

type Words = Messages['applyLive']

/** Adds or removes one id in an element's aria-describedby. */
function describedBy(el: Element, id: string, on: boolean) {
  const ids = (el.getAttribute('aria-describedby') ?? '').split(' ').filter((x) => x && x !== id)
  if (on) ids.push(id)
  if (ids.length) el.setAttribute('aria-describedby', ids.join(' '))
  else el.removeAttribute('aria-describedby')
}

/** The server's tab links become a tablist of buttons over the same panels; choosing one calls `onSelect`. */
export function liveTabs(section: HTMLElement, onSelect: (key: string) => void): void {
  const nav = section.querySelector('nav')
  const links = [...section.querySelectorAll<HTMLAnchorElement>('.apply-tabs a[data-key]')]
  const panels = [...section.querySelectorAll<HTMLElement>('.apply-panel[data-key]')]
  if (!nav || links.length === 0) return
  const list = document.createElement('div')
  list.className = 'apply-tabs'
  list.setAttribute('role', 'tablist')
  list.setAttribute('aria-label', nav.getAttribute('aria-label') ?? '')
  const tabs = links.map((a) => {
    const key = a.dataset.key!
    const tab = document.createElement('button')
    tab.type = 'button'
    tab.id = `tab-${key}`
    tab.dataset.key = key
    tab.textContent = a.textContent
    tab.setAttribute('role', 'tab')
    tab.setAttribute('aria-controls', `panel-${key}`)
    return tab
  })
  for (const p of panels) {
    p.setAttribute('role', 'tabpanel')
    p.setAttribute('aria-labelledby', `tab-${p.dataset.key}`)
    p.tabIndex = 0
  }
  const select = (key: string) => {
    for (const t of tabs) {
      t.setAttribute('aria-selected', String(t.dataset.key === key))
      t.tabIndex = t.dataset.key === key ? 0 : -1
    }
    for (const p of panels) p.hidden = p.dataset.key !== key
    onSelect(key)
  }
  list.addEventListener('click', (e) => {
    const tab = (e.target as Element).closest<HTMLButtonElement>('[role="tab"]')
    if (tab) select(tab.dataset.key!)
  })
  list.addEventListener('keydown', (e) => {
    const i = tabs.findIndex((t) => t.getAttribute('aria-selected') === 'true')
    const moves: Record<string, number> = {
      ArrowRight: i + 1,
      ArrowDown: i + 1,
      ArrowLeft: i - 1,
      ArrowUp: i - 1,
      Home: 0,
      End: tabs.length - 1,
    }
    if (!(e.key in moves)) return
    e.preventDefault()
    const next = tabs[(moves[e.key]! + tabs.length) % tabs.length]!
    select(next.dataset.key!)
    next.focus()
  })
  list.append(...tabs)
  nav.replaceWith(list)
  select((links.find((a) => a.getAttribute('aria-current') === 'true') ?? links[0]!).dataset.key!)
}

/** City offers the chosen state's cities only, is disabled until a state is chosen, and a new state clears it. */
function liveCity(form: HTMLFormElement, t: Words, onChange: () => void): void {
  const state = form.querySelector<HTMLSelectElement>('#f-state')
  const city = form.querySelector<HTMLSelectElement>('#f-city')
  if (!state || !city) return
  // The server offers every state's cities in groups; they are read once, from the page itself: each
  // group names its state's value (data-state), each option shows its city in the page's language.
  const cities = new Map(
    [...city.querySelectorAll('optgroup')].map((g) => [
      g.dataset.state ?? g.label,
      [...g.querySelectorAll('option')].map((o) => ({ value: o.value, text: o.text })),
    ]),
  )
  const placeholder = city.querySelector<HTMLOptionElement>('option[value=""]')!
  const note = document.createElement('p')
  note.className = 'field-hint'
  note.id = APPLY_LOCKS.city.id
  note.textContent = t.locks.city
  city.after(note)
  const offer = (keep: string) => {
    const list = cities.get(state.value) ?? []
    city.replaceChildren(placeholder, ...list.map((c) => new Option(c.text, c.value)))
    // A city picked before this ran is kept only if it is in the chosen state.
    city.value = list.some((c) => c.value === keep) ? keep : ''
    city.disabled = state.value === ''
    note.hidden = !city.disabled
    describedBy(city, note.id, city.disabled)
    onChange()
  }
  state.addEventListener('change', () => offer(''))
  offer(city.value)
}

/** The terms box is disabled, with a note saying why, until the other 13 fields are filled. */
function liveTerms(form: HTMLFormElement): () => void {
  const terms = form.querySelector<HTMLInputElement>('#f-isChecked')
  const note = document.getElementById(APPLY_LOCKS.terms.id)
  return () => {
    if (!terms || !note) return
    const data = readForm(form)
    const complete = applyFieldNames.every((name) => (data[name] ?? '').trim() !== '')
    terms.disabled = !complete
    note.hidden = complete
    describedBy(terms, note.id, !complete)
  }
}

/** Writes each field's message under it (the server's markup: #f-<name>-error), or clears it. */
function showErrors(form: HTMLFormElement, errors: FieldErrors, only?: string) {
  for (const p of form.querySelectorAll<HTMLElement>('.field-error[id^="f-"]')) {
    const name = p.id.slice(2, -'-error'.length)
    if (only !== undefined && name !== only) continue
    const message = errors[name] ?? ''
    p.textContent = message
    const field = form.querySelector(`#f-${name}`)
    if (!field) continue
    if (message) field.setAttribute('aria-invalid', 'true')
    else field.removeAttribute('aria-invalid')
    describedBy(field, p.id, message !== '')
  }
}

/**
 * The same schema first, then the same POST as JSON; a 400 puts the server's messages under the fields.
 * The schema (zod) is fetched at the first touch of the form, not with the page; a submit waits for it.
 */
function liveSubmit(form: HTMLFormElement, t: Words): void {
  let checker: Promise<typeof import('./apply-check')> | undefined
  // The schema's message keys, in the page's words.
  const words = readMessages('formErrors')
  const check = async (data: Record<string, string>) => {
    checker ??= import('./apply-check')
    return inWords((await checker).checkApplication(data), words)
  }
  const warm = () => void (checker ??= import('./apply-check'))
  for (const type of ['focusin', 'pointerdown', 'keydown']) form.addEventListener(type, warm, { once: true, passive: true })
  const status = document.querySelector<HTMLElement>('.apply-status')
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  let errors: FieldErrors = {}
  let busy = false
  const problem = (text: string | undefined) => {
    if (!status) return
    if (!text) return status.replaceChildren()
    const p = document.createElement('p')
    p.className = 'notice notice-error'
    p.textContent = text
    status.replaceChildren(p)
  }
  const setBusy = (on: boolean) => {
    busy = on
    form.setAttribute('aria-busy', String(on))
    if (!button) return
    button.disabled = on
    button.textContent = on ? t.submitting : t.submit
  }
  const fail = (found: FieldErrors) => {
    errors = found
    showErrors(form, found)
    const first = Object.keys(found)[0]
    if (first) form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }
  // After a failed check, the field being corrected gets its message updated as the visitor types.
  form.addEventListener('input', async (e) => {
    const name = (e.target as HTMLInputElement).name
    if (!errors[name]) return
    const next = await check(readForm(form))
    if (!errors[name]) return
    errors = { ...errors, [name]: next[name] ?? '' }
    if (!next[name]) delete errors[name]
    showErrors(form, errors, name)
  })
  form.addEventListener('submit', async (e) => {
    e.preventDefault()
    if (busy) return
    const data = readForm(form)
    setBusy(true)
    const found = await check(data)
    setBusy(false)
    if (Object.keys(found).length > 0) {
      problem(t.invalid)
      return fail(found)
    }
    problem(undefined)
    fail({})
    setBusy(true)
    const answer = await submitForm(form, data)
    // The server set a short-lived flash with the reference; the home page (in the page's language,
    // data-done) shows it, as without script.
    if (answer.ok) return window.location.assign(form.dataset.done ?? '/')
    // The server words its messages in the language of the address the form posts to, this page's.
    if (answer.status === 400 && answer.errors) fail(answer.errors)
    problem(problemOf(answer, t))
    setBusy(false)
  })
}

export function liveApply(form: HTMLFormElement, tabs: HTMLElement | null): void {
  const t = readMessages('applyLive')
  const loanType = form.querySelector<HTMLInputElement>('input[name="loanType"]')
  // The tab chosen is the loan type the form sends (docs/decisions/145).
  if (tabs) liveTabs(tabs, (key) => loanType && (loanType.value = key))
  const lockTerms = liveTerms(form)
  liveCity(form, t, lockTerms)
  form.addEventListener('input', lockTerms)
  form.addEventListener('change', lockTerms)
  lockTerms()
  liveSubmit(form, t)
  form.dataset.live = ''
}
