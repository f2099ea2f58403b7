import type { PageContextServer } from 'vike/types'
import { TRACK_FORM } from '#src/shared/content/track'

// After a look-up or a request the route renders this page with a signed look-up token in the form
// state (never the date of birth); the view is read here, fresh, so a status change shows at the next look.
export async function data(pageContext: PageContextServer) {
  const state = pageContext.formState
  const token = state?.form === TRACK_FORM ? state.values.token : undefined
  const view = token ? await pageContext.services.track.view(token) : null
  return { view, token: view ? token! : null, lost: token !== undefined && view === null }
}

export type Data = Awaited<ReturnType<typeof data>>
