import { redirect } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { TWO_FACTOR_PAGE } from '#src/shared/two-factor'
import { noteMatchedPage } from '#views/note-matched-page'

// Second line of defence, with the server's own rule: Express already sends visitors without an admin
// session to /admin and, under REQUIRE_ADMIN_2FA, a session without two-factor to enrolment
// (docs/decisions/156, 195).
export async function guard(pageContext: PageContextServer) {
  noteMatchedPage(pageContext)
  const { user, urlPathname, services } = pageContext
  if (!user) throw redirect('/admin')
  if (urlPathname !== TWO_FACTOR_PAGE && (await services.mustEnrolFirst(user.email))) throw redirect(TWO_FACTOR_PAGE)
}
