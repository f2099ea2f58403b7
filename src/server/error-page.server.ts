import { escapeMarkup } from '../shared/format/text'
import { catalogues } from '../shared/i18n'
import { DEFAULT_LOCALE, LOCALES, localizePath, type Locale } from '../shared/i18n/locales'

/**
 * A plain page for errors that happen outside React rendering: no stack, no request data. In English
 * it says the message given; in another language, what that language's catalogue says for the status
 * (errors.statuses), since the messages the server raises are English.
 */
export function errorPage(status: number, message: string, locale: Locale = DEFAULT_LOCALE): string {
  const { errors } = catalogues[locale]
  const statuses: Record<number, string> = errors.statuses
  const text = locale === DEFAULT_LOCALE ? message : (statuses[status] ?? errors.statuses[500])
  return `<!doctype html><html lang="${LOCALES[locale].htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${status} · Loan Partner</title><link rel="stylesheet" href="/error.css"></head><body><main><p class="code">${status}</p><h1>${escapeMarkup(text)}</h1><p><a href="${localizePath('/', locale)}">${escapeMarkup(errors.links.home)}</a></p></main></body></html>`
}
