import type { Request } from 'express'
import { renderPage } from 'vike/server'
import type { AppDeps, Render } from './context'
import { issueDisplayToken } from './auth-tokens.server'
import { errorCode } from './http-error.server'
import { csrfTokenFor } from './middleware/csrf.server'
import { takeFlash } from './flash.server'
import { pathLocale, requestLocale } from './locale.server'
import { catalogues } from '../shared/i18n'
import { localizePath } from '../shared/i18n/locales'
import type { QueryKeys } from '../shared/query-keys'
import { isAnonymousRead, sendCachedPage, storableHeaders, type PageCache } from './page-cache.server'

/**
 * The request's own path and query, normalised: one leading slash, no backslash, never a host. Vike
 * builds its trailing-slash redirect from this, so an absolute-form target (`GET http://evil.example/about/`)
 * or `/\\evil.example/` can never lead a visitor to another site (docs/decisions/152).
 */
export function localTarget(req: Request): string {
  const path = localizePath(req.path.replace(/\\/g, '/').replace(/^\/+/, '/'), requestLocale(req))
  const q = req.originalUrl.indexOf('?')
  return q === -1 ? path : `${path}${req.originalUrl.slice(q)}`
}

/** True for a page's own `throw render(404)`: Vike hands it back as the error it rendered. */
function isNotFound(failure: unknown): boolean {
  return (failure as { _pageContextAbort?: { abortStatusCode?: unknown } })?._pageContextAbort?.abortStatusCode === 404
}

/** Statuses whose page may be kept for the next visitor; never a 5xx. */
const CACHEABLE_STATUS = new Set([200, 404])

// Vike glue. The page services, the user, the admin's tokens and the form state travel in
// pageContextInit, because Vike bundles +data files apart from the server, so a module-level
// singleton would exist twice (docs/decisions/002). Pages reach data only through the services.
export function createRender(deps: AppDeps, cache?: PageCache): Render {
  return async (req, res, next, extras = {}) => {
    const ticket = cache?.ticket()
    const admin = req.session?.admin
    const flash = takeFlash(req, res, deps.secrets.sessionSecret)
    const matched: { pageId?: string; queryKeys?: QueryKeys } = {}
    // A POST answered by its GET page (a form with errors) names that page here, so the request
    // itself is never rewritten.
    const urlOriginal = extras.urlOriginal ?? localTarget(req)
    const locale = pathLocale(urlOriginal)
    const pageContextInit = {
      matched,
      urlOriginal,
      // The page's language and its catalogue (docs/i18n.md), here rather than in +onBeforeRoute so
      // that an error page rendered in the page's place has them too.
      locale,
      messages: catalogues[locale],
      headersOriginal: req.headers,
      services: deps.services,
      site: deps.site,
      origin: deps.env.siteOrigin,
      user: admin ? { email: admin.email } : null,
      csrfToken: admin ? csrfTokenFor(req) : undefined,
      // Display only, for the browser's localStorage; the session decides (docs/product.md §17 Roles and permissions).
      displayToken: admin ? issueDisplayToken(deps.secrets.sessionSecret, admin.email) : undefined,
      flash,
      formState: extras.formState ?? null,
    }
    const pageContext = await renderPage(pageContextInit)
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    // The page's route for the access log: its folder under views/pages, e.g. /single-blog/@id.
    const pageId = matched.pageId ?? (pageContext as { pageId?: string }).pageId
    res.locals.route = `page ${pageId?.replace(/^\/views\/pages/, '') || '?'}`
    const failure = (pageContext as { errorWhileRendering?: unknown }).errorWhileRendering
    // A page's own 404 (an unknown id or slug) is an answer, not a failure (docs/decisions/152).
    if (failure && !isNotFound(failure)) deps.log(`render error ${res.locals.route} code=${errorCode(failure)}`)
    const status = extras.status ?? httpResponse.statusCode

    // A page made for nobody in particular is kept for the next anonymous visitor (docs/decisions/085).
    // A page whose data is dated (the illustrative KFS carries today's date), or that answers what a
    // visitor typed (/is-this-us, docs/decisions/206), is never stored.
    const data = (pageContext as { data?: { dated?: boolean; personal?: boolean } }).data
    const forAnyone = isAnonymousRead(req) && !admin && !flash && !extras.formState && !data?.dated && !data?.personal
    // Vike sends its own narrower CSP; helmet's is the one we keep, so exactly one is sent.
    const vikeHeaders = httpResponse.headers.filter(([name]) => name.toLowerCase() !== 'content-security-policy')
    if (cache && ticket !== undefined && forAnyone && CACHEABLE_STATUS.has(status)) {
      // Keyed on the query keys the matched page declares, even when the error page answered for it.
      const page = await cache.store(
        req.originalUrl,
        ticket,
        { status, headers: storableHeaders(res, vikeHeaders), body: httpResponse.body },
        matched.queryKeys,
      )
      return sendCachedPage(req, res, page, 'MISS')
    }
    for (const [name, value] of vikeHeaders) res.setHeader(name, value)
    // Personal or one-time pages (a flash, a form's values, the admin's pages) are never stored.
    if (!res.getHeader('Cache-Control')) res.setHeader('Cache-Control', 'no-store')
    res.status(status)
    res.send(httpResponse.body)
  }
}
