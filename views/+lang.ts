import type { PageContext } from 'vike/types'
import { LOCALES } from '#src/shared/i18n/locales'

/** `<html lang>`: the page's language (docs/i18n.md). */
export default (pageContext: PageContext) => LOCALES[pageContext.locale].htmlLang
