import type { PageContextServer } from 'vike/types'

/** What every admin page's +data adds: the display-only token for localStorage (DECISIONS.md). */
export function adminBase(pageContext: PageContextServer) {
  const email = pageContext.user?.email
  return { displayToken: email ? pageContext.services.adminDisplayToken(email) : null }
}
