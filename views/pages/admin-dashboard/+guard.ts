import { redirect } from 'vike/abort'
import type { PageContext } from 'vike/types'

// Second line of defence: Express already sends visitors without an admin session to /admin.
export function guard(pageContext: PageContext) {
  if (!pageContext.user) throw redirect('/admin')
}
