import type { PageContextServer } from 'vike/types'

/**
 * Notes the page the URL matched before its +data hook runs: a `throw render(404)` there renders
 * the error page, and the access log still names the route that answered (docs/decisions/084). The
 * page cache keys the answer on the query keys that page declares (docs/decisions/154).
 */
export function noteMatchedPage(pageContext: PageContextServer) {
  pageContext.matched.pageId = pageContext.pageId ?? undefined
  pageContext.matched.queryKeys = pageContext.config.queryKeys
}
