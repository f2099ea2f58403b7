import { readMessages } from '#views/i18n/read-messages'
import { pageLocale } from '../loan-tools/shared/lang'
import { liveEmi } from './live-emi'

// The words are the page's own (<MessagesJson parts={['emi']} />): a script never bundles a catalogue.
const form = document.querySelector<HTMLFormElement>('#emi-form')
if (form) liveEmi(form, { words: readMessages('emi'), locale: pageLocale() })
