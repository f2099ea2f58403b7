import { readMessages } from '#views/i18n/read-messages'
import { splitLocale } from '#src/shared/i18n/locales'
import { enhance } from '../shared/enhance'
import { present } from './present'

// The words come from the page (<MessagesJson parts={['trueCost']} />), never from a bundled catalogue.
const messages = readMessages('trueCost')
const { locale } = splitLocale(window.location.pathname)
// The cooling-off calculator's form joins the tool's: its figures come from the same view.
enhance([document.querySelector<HTMLFormElement>('#true-cost-form'), document.querySelector<HTMLFormElement>('#cooling-off-form')], {
  present: (q) => present(q, messages, locale),
})
