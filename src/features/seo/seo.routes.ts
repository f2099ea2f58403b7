import { Router, type Request } from 'express'
import type { FeatureContext } from '../../server/app'
import { robotsTxt, sitemapEntries, sitemapXml } from './seo.service'

export function seoRoutes({ deps }: FeatureContext): Router {
  const router = Router()
  // The same origin the pages use for their canonical URLs (render.server.ts).
  const originOf = (req: Request) => deps.env.PUBLIC_ORIGIN ?? `${req.protocol}://${req.get('host')}`

  router.get('/sitemap.xml', async (req, res) => {
    const entries = await sitemapEntries(deps.services)
    res.type('application/xml').set('Cache-Control', 'public, max-age=3600').send(sitemapXml(originOf(req), entries))
  })
  router.get('/robots.txt', (req, res) => {
    res.type('text/plain').set('Cache-Control', 'public, max-age=86400').send(robotsTxt(originOf(req)))
  })
  return router
}
