// In the browser: the page's language, from its address (/hi/loan-tools/… is Hindi), for the links a
// tool's script writes. Its words come from the page (readMessages), never from a bundled catalogue.
import { splitLocale, type Locale } from '#src/shared/i18n/locales'

export function pageLocale(): Locale {
  return splitLocale(window.location.pathname).locale
}
