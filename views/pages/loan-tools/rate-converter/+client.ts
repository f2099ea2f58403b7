import { readMessages } from '#views/i18n/read-messages'
import { enhance } from '../shared/enhance'
import { pageLocale } from '../shared/lang'
import { present } from './present'

// The words are the page's own (<MessagesJson parts={['tools']} />): a script never bundles a catalogue.
const lang = { words: readMessages('tools'), locale: pageLocale() }
enhance(document.querySelector<HTMLFormElement>('#rate-converter-form'), { present: (q) => present(q, lang) })
