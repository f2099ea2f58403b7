import { Router } from 'express'

const READY_TIMEOUT_MS = 2_000

/**
 * For a load balancer: /healthz says the process is up; /readyz says the database answers within
 * two seconds (200) or not (503), so traffic goes to processes that can serve it (docs/deploy.md).
 */
export function healthRoutes(ping: () => Promise<boolean>): Router {
  const router = Router()
  router.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').type('text').send('ok'))
  router.get('/readyz', async (_req, res) => {
    let timer: NodeJS.Timeout | undefined
    const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)))
    const ready = await Promise.race([ping().catch(() => false), timeout])
    clearTimeout(timer)
    res
      .set('Cache-Control', 'no-store')
      .status(ready ? 200 : 503)
      .type('text')
      .send(ready ? 'ready' : 'database unavailable')
  })
  return router
}
