import path from 'node:path'
import { createApp } from './app'
import { bootDeps } from './boot.server'
import { startRetentionTimer } from '../features/leads/retention.timer'

async function main() {
  const deps = await bootDeps()
  const { env } = deps
  let devMiddleware
  if (env.NODE_ENV === 'development') {
    const { createDevMiddleware } = await import('vike/server')
    devMiddleware = (await createDevMiddleware({ root: env.rootDir })).devMiddleware
  } else {
    // The page build; its path is explicit so the bundled server finds it (STACK-NOTES.md).
    await import(/* @vite-ignore */ path.join(env.distDir, 'server/entry.mjs'))
  }
  const app = createApp({ ...deps, devMiddleware })
  const server = app.listen(env.PORT, () => {
    console.log(`Loan Partner is listening on http://localhost:${env.PORT} (${env.NODE_ENV})`)
  })
  // Short timeouts so that slow clients cannot hold sockets (STACK-NOTES.md).
  server.headersTimeout = 15_000
  server.requestTimeout = 60_000
  server.keepAliveTimeout = 5_000
  // Erases leads past RETENTION_DAYS once a day (issue 8, docs/decisions/072).
  startRetentionTimer(deps.db, env.RETENTION_DAYS, deps.log)

  const stop = () => server.close(() => deps.db.destroy().then(() => process.exit(0)))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

main().catch((err: Error & { code?: string }) => {
  console.error(err.message.startsWith('Invalid configuration') ? err.message : `Start failed: ${err.code ?? err.name}: ${err.message}`)
  process.exit(1)
})
