import type { PageContextServer } from 'vike/types'
import { LEAD_FORMS } from '#src/shared/schemas/leads'

/**
 * A lead list's filters: from the POSTed filter form, so that a search for a mobile number or an
 * e-mail never sits in a URL; the query string carries them only for links made elsewhere.
 */
export function leadFilters(pageContext: PageContextServer): Record<string, string> {
  const { formState } = pageContext
  return formState?.form === LEAD_FORMS.filters ? formState.values : pageContext.urlParsed.search
}
