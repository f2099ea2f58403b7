import type { RequestListener } from 'node:http'
import path from 'node:path'
import compression from 'compression'
import express, { type Router } from 'express'
import { contactRoutes } from '../features/contact/contact.routes.server'
import { adminAuthRoutes } from '../features/admin-auth/admin-auth.routes.server'
import { signOutStaleSessions } from '../features/admin-auth/credential-epoch.server'
import { twoFactorRoutes } from '../features/admin-auth/two-factor.routes.server'
import { blogRoutes } from '../features/blog/blog.routes.server'
import { loanTypesRoutes } from '../features/loan-types/loan-types.routes.server'
import { lendersRoutes } from '../features/lenders/lenders.routes.server'
import { emiRoutes } from '../features/emi/emi.routes.server'
import { loanToolsRoutes } from '../features/loan-tools/loan-tools.routes.server'
import { loanApplicationRoutes } from '../features/loan-application/loan-application.routes.server'
import { leadsRoutes } from '../features/leads/leads.routes.server'
import { followUpRoutes } from '../features/leads/follow-ups.routes.server'
import { funnelRoutes } from '../features/leads/funnel.routes.server'
import { outboxRoutes } from '../features/outbox/outbox.routes.server'
import { seoRoutes } from '../features/seo/seo.routes.server'
import { trackRoutes } from '../features/track/track.routes.server'
import { offersRoutes } from '../features/offers/offers.routes.server'
import type { AppDeps, FeatureContext } from '../server/context'
import { healthRoutes } from '../server/health.routes.server'
import { localeRouting } from '../server/locale.server'
import { HttpError } from '../server/http-error.server'
import { accessLog, labelRoute, requestTracker, type RequestTracker } from '../server/middleware/access-log.server'
import { canonicalPaths } from '../server/middleware/canonical-path.server'
import { errorHandler } from '../server/middleware/errors.server'
import { precompressedAssets } from '../server/middleware/precompressed.server'
import { noStore, nosniff, sameOriginOnly, securityHeaders } from '../server/middleware/security.server'
import { answerFromCache, contentChanged, PageCache, servePageCache } from '../server/page-cache.server'
import { createRender } from '../server/render.server'
import { derivedKey } from '../server/sealed.server'
import { absoluteSessionLimit, sessionMiddleware } from '../server/session.server'

export const BODY_LIMIT = '100kb'

// Each feature exports a function that builds its Router from the shared context.
// Add a feature's routes here, one line each.
const featureRoutes: ((ctx: FeatureContext) => Router)[] = [
  adminAuthRoutes,
  twoFactorRoutes,
  blogRoutes,
  loanTypesRoutes,
  lendersRoutes,
  emiRoutes,
  loanToolsRoutes,
  contactRoutes,
  seoRoutes,
  loanApplicationRoutes,
  trackRoutes,
  offersRoutes,
  leadsRoutes,
  followUpRoutes,
  funnelRoutes,
  outboxRoutes,
]

// Middleware order is explicit: access log, one spelling of each path, cached pages, health checks, built assets, security
// headers, compression, static files, cross-site check, bodies, session (and its limits), feature routes, pages, errors.
export function createApp(deps: AppDeps): express.Express {
  const { env } = deps
  const { https } = env
  const dev = env.NODE_ENV === 'development'
  const app = express()
  app.disable('x-powered-by')
  // A hop count, never true: true lets a client choose its own address through X-Forwarded-For and
  // escape every rate limit (docs/deploy.md).
  app.set('trust proxy', env.TRUST_PROXY)
  app.set('query parser', 'simple')
  // Read by isHttps (cookies.server.ts) and csrfTokenFor (docs/decisions/151).
  Object.assign(app.locals, { https, csrfKey: derivedKey(deps.secrets.sessionSecret, 'csrf') })
  const track = requestTracker(deps.log)
  app.use(accessLog(track))
  // Every guard below and Vike's router read the same path (docs/decisions/195).
  app.use(canonicalPaths())
  // Cached pages first: they carry the security headers they were rendered with (docs/decisions/085).
  const pageCache =
    env.PAGE_CACHE_MB > 0 && !dev ? new PageCache(deps.db, { maxEntries: 2_000, maxBytes: env.PAGE_CACHE_MB * 1024 * 1024 }) : undefined
  if (pageCache) app.use(servePageCache(pageCache))
  // For requestHandler(), and for tests that look at the cache's size.
  Object.assign(app.locals, { pageCache, track })
  app.use(healthRoutes(deps.services.ping))

  // Built assets first: hashed names cached for a year, with only the headers a script needs (a page's
  // CSP does not apply to the files it loads), so each of the ten or so files carries less (decision 005).
  if (!dev) {
    const assets = path.join(env.distDir, 'client/assets')
    const cached = { index: false, immutable: true, maxAge: '1y', etag: false, lastModified: false }
    app.use(
      '/assets',
      nosniff(),
      labelRoute('/assets/*', precompressedAssets(assets)),
      labelRoute('/assets/*', express.static(assets, cached)),
    )
  }

  app.use(securityHeaders({ mapOrigin: new URL(deps.site.mapEmbedUrl).origin, https, dev }))
  app.use(compression())

  const staticOpts = { index: false, maxAge: dev ? 0 : '7d' }
  app.use(labelRoute('(static)', express.static(path.join(env.rootDir, 'public'), staticOpts)))
  if (deps.devMiddleware) app.use(deps.devMiddleware)
  else app.use(labelRoute('(static)', express.static(path.join(env.distDir, 'client'), staticOpts)))

  app.use(sameOriginOnly(deps.db, env.PUBLIC_ORIGIN))
  app.use(express.json({ limit: BODY_LIMIT }))
  app.use(express.urlencoded({ limit: BODY_LIMIT, extended: false, parameterLimit: 100 }))
  app.use(sessionMiddleware({ db: deps.db, secret: deps.secrets.sessionSecret, secure: https, production: env.NODE_ENV === 'production' }))
  app.use(absoluteSessionLimit())
  // A session begun before a new password, a two-factor switch or "Sign out everywhere" is over (docs/decisions/196).
  app.use(signOutStaleSessions(deps.db))
  app.use(['/admin', '/admin-dashboard', '/api/v1/admin'], noStore())

  const render = createRender(deps, pageCache)
  const ctx: FeatureContext = { deps, render, contentChanged: () => contentChanged(deps.db, pageCache) }
  app.use(localeRouting())
  for (const mount of featureRoutes) app.use(mount(ctx))
  if (deps.extraRoutes) app.use(deps.extraRoutes)

  app.use('/api', (_req, _res, next) => next(new HttpError(404, 'Not found.')))
  app.get('/{*path}', (req, res, next) => render(req, res, next))
  app.use((_req, _res, next) => next(new HttpError(404, 'Page not found.')))
  app.use(errorHandler(deps.log))
  return app
}

/**
 * What the HTTP server runs: a cached page for an anonymous visitor is sent before Express is
 * entered (docs/decisions/085); everything else goes through the app.
 */
export function requestHandler(app: express.Express): RequestListener {
  const { pageCache, track } = app.locals as { pageCache?: PageCache; track: RequestTracker }
  if (!pageCache) return app
  return (req, res) => {
    if (!answerFromCache(pageCache, track, req, res)) app(req, res)
  }
}
