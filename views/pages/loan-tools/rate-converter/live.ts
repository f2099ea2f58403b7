import { readMessages } from '#views/i18n/read-messages'
import { enhance } from '../shared/enhance'
import { pageLocale } from '../shared/lang'
import { present } from './present'

/**
 * Makes the form live (shared/enhance.ts), once the visitor has touched it (./+client.ts). What was
 * typed while this loaded is computed at once, and `data-live` on the form says the page is live.
 */
export function wake(form: HTMLFormElement): void {
  // The words are the page's own (<MessagesJson parts={['tools']} />): a script never bundles a catalogue.
  const lang = { words: readMessages('tools'), locale: pageLocale() }
  enhance(form, { present: (q) => present(q, lang) })
  form.dispatchEvent(new Event('input', { bubbles: true }))
  form.dataset.live = ''
}
