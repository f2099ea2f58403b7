import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { noteMatchedPage } from '../../note-matched-page'

// Second line of defence: Express already sends visitors without an admin session to /admin.
export function guard(pageContext: PageContextServer) {
  noteMatchedPage(pageContext)
  if (!pageContext.user) throw redirect('/admin')
}
