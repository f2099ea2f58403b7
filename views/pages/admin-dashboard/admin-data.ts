import type { PageContextServer } from 'vike/types'
import { LEAD_FORMS } from '../../../src/shared/schemas/leads'

/** What every admin page's +data adds: the display-only token for localStorage (docs/product.md §17 Roles and permissions). */
/**
 * A lead list's filters: from the POSTed filter form, so that a search for a mobile number or an
 * e-mail never sits in a URL; the query string carries them only for links made elsewhere.
 */
export function leadFilters(pageContext: PageContextServer): Record<string, string> {
  const { formState } = pageContext
  return formState?.form === LEAD_FORMS.filters ? formState.values : pageContext.urlParsed.search
}

export function adminBase(pageContext: PageContextServer) {
  const email = pageContext.user?.email
  return { displayToken: email ? pageContext.services.adminDisplayToken(email) : null }
}
