import { Router } from 'express'
import type { FeatureContext } from '#src/server/context'
import { robotsTxt, sitemapEntries, sitemapXml } from './seo.service.server'

export function seoRoutes({ deps }: FeatureContext): Router {
  const router = Router()
  // The same origin the pages use for their canonical URLs: configured, never a request's Host header.
  const origin = deps.env.siteOrigin

  router.get('/sitemap.xml', async (_req, res) => {
    const entries = await sitemapEntries(deps.services)
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(origin, entries))
  })
  router.get('/robots.txt', (_req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(robotsTxt(origin))
  })
  return router
}
