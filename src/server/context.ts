import type { NextFunction, Request, RequestHandler, Response, Router } from 'express'
import type { SiteIdentity } from '../shared/content/site'
import type { FormState } from '../shared/forms'
import type { PageServices } from '../shared/page-services'
import type { Db } from './db.server'
import type { Env } from './env.server'
import type { Secrets } from './secrets.server'

// What every feature is built from. This module imports no feature, so features and the app
// depend on it and never on each other (docs/architecture.md).

export interface AppDeps {
  env: Env
  db: Db
  secrets: Secrets
  site: SiteIdentity
  services: PageServices
  log: (line: string) => void
  /** Serves pages in development through Vite; production renders from dist/. */
  devMiddleware?: RequestHandler
  /** Extra routes mounted before the pages (tests use it to reach the error handler). */
  extraRoutes?: Router
}

export interface RenderExtras {
  status?: number
  formState?: FormState
  /** Render this page's URL instead of the request's (a POST answered by its GET page). */
  urlOriginal?: string
}

/** Renders the Vike page for the request (or `extras.urlOriginal`) and sends it. */
export type Render = (req: Request, res: Response, next: NextFunction, extras?: RenderExtras) => Promise<void>

export interface FeatureContext {
  deps: AppDeps
  render: Render
  /** Call after any change to published content (blog posts, loan-type terms): cached pages go. */
  contentChanged: () => Promise<void>
}
