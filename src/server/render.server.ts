import type { NextFunction, Request, Response } from 'express'
import { renderPage } from 'vike/server'
import type { FormState } from '../shared/forms'
import type { AppDeps } from './app'
import { csrfTokenFor } from './middleware/csrf'
import { takeFlash } from './flash.server'

export interface RenderExtras {
  status?: number
  formState?: FormState
}

export type Render = (req: Request, res: Response, next: NextFunction, extras?: RenderExtras) => Promise<void>

// Vike glue. The db handle, the user and the form state travel in pageContextInit, because Vike
// bundles +data files apart from the server, so a module-level singleton would exist twice (docs/decisions/002).
export function createRender(deps: AppDeps): Render {
  return async (req, res, next, extras = {}) => {
    const admin = req.session?.admin
    const pageContextInit = {
      urlOriginal: req.originalUrl,
      headersOriginal: req.headers,
      cspNonce: res.locals.cspNonce as string,
      db: deps.db,
      services: deps.services,
      site: deps.site,
      origin: deps.env.siteOrigin,
      user: admin ? { email: admin.email } : null,
      csrfToken: admin ? csrfTokenFor(req) : undefined,
      flash: takeFlash(req, res, deps.secrets.sessionSecret),
      formState: extras.formState ?? null,
    }
    const pageContext = await renderPage(pageContextInit)
    const { httpResponse } = pageContext
    if (!httpResponse) return next()
    // The page's route for the access log: its folder under views/pages, e.g. /single-blog/@id.
    res.locals.route = `page ${(pageContext as { pageId?: string }).pageId?.replace(/^\/views\/pages/, '') || '?'}`
    if ((pageContext as { errorWhileRendering?: unknown }).errorWhileRendering) {
      const err = (pageContext as { errorWhileRendering?: { code?: string; name?: string } }).errorWhileRendering
      deps.log(`render error ${req.path} code=${err?.code ?? err?.name ?? 'UNKNOWN'}`)
    }
    for (const [name, value] of httpResponse.headers) {
      // Vike sends its own narrower CSP; helmet's is the one we keep, so exactly one is sent.
      if (name.toLowerCase() !== 'content-security-policy') res.setHeader(name, value)
    }
    const dataStatus = (pageContext as { data?: { httpStatus?: number } }).data?.httpStatus
    res.status(extras.status ?? dataStatus ?? httpResponse.statusCode)
    res.send(httpResponse.body)
  }
}
