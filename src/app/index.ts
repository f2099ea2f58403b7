import { createServer, type Server } from 'node:http'
import path from 'node:path'
import { digestSummary, writeDeskDigest } from '../features/leads/desk-digest.service.server'
import { runRetention } from '../features/leads/retention.service.server'
import { drainApplications } from '../features/loan-application/loan-application.service.server'
import { createApp, requestHandler } from './app.server'
import { bootDeps, firstAdminBox } from './boot.server'
import { errorCode } from '../server/http-error.server'
import { startSharedJobs, type SharedJob } from '../server/jobs.server'
import { mailSettings, smtpMailer, startMailSender } from '../server/mail/sender.server'
import { deleteExpiredRateLimits } from '../server/rate-limit-store.server'
import { deleteExpiredSessions } from '../server/session.server'
import type { Db } from '../server/db.server'
import type { Env } from '../server/env.server'

const DAY_MS = 86_400_000
const QUARTER_HOUR_MS = 15 * 60_000
const DIGEST_CHECKS = 5
/** How long a stopping server waits for in-flight requests before it closes their connections. */
const SHUTDOWN_GRACE_MS = 20_000

/** The work one process at a time does for all (docs/decisions/083). */
function sharedJobs(db: Db, env: Env): SharedJob[] {
  return [
    {
      name: 'retention',
      everyMs: DAY_MS,
      run: async () => {
        const r = await runRetention(db, env.RETENTION_DAYS)
        return `erased ${r.applications} applications, ${r.enquiries} enquiries`
      },
    },
    {
      // The desk's morning digest (docs/decisions/231): looked for every five checks (five minutes by
      // default); desk_digests, not this claim, makes it once a day.
      name: 'desk-digest',
      everyMs: DIGEST_CHECKS * env.JOB_CHECK_MS,
      run: async () => {
        const digest = await writeDeskDigest(db, new Date(), env.DESK_DIGEST_AT)
        return digest ? digestSummary(digest) : ''
      },
    },
    { name: 'session-cleanup', everyMs: QUARTER_HOUR_MS, run: async () => `deleted ${await deleteExpiredSessions(db)} sessions` },
    { name: 'rate-limit-cleanup', everyMs: QUARTER_HOUR_MS, run: async () => `deleted ${await deleteExpiredRateLimits(db)} counters` },
  ]
}

/** A listen error (port taken, no permission) becomes one clear line and a non-zero exit. */
function listen(server: Server, env: Env): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) => {
      const where = `port ${env.PORT} on ${env.host}`
      const why =
        err.code === 'EADDRINUSE'
          ? `${where} is already in use`
          : err.code === 'EACCES'
            ? `no permission to listen on ${where}`
            : `cannot listen on ${where}`
      reject(new Error(`Start failed: ${why} (${errorCode(err)}).`))
    })
    server.listen(env.PORT, env.host, () => resolve())
  })
}

async function main() {
  const deps = await bootDeps()
  const { env, db, log } = deps
  let devMiddleware
  if (env.NODE_ENV === 'development') {
    const { createDevMiddleware } = await import('vike/server')
    devMiddleware = (await createDevMiddleware({ root: env.rootDir })).devMiddleware
  } else {
    // The page build; its path is explicit so that the bundled server finds it (docs/decisions/002).
    await import(/* @vite-ignore */ path.join(env.distDir, 'server/entry.mjs'))
  }
  const server = createServer(requestHandler(createApp({ ...deps, devMiddleware })))
  // Short timeouts so that slow clients cannot hold sockets.
  server.headersTimeout = 15_000
  server.requestTimeout = 60_000
  server.keepAliveTimeout = 5_000
  await listen(server, env)
  if (!env.PUBLIC_ORIGIN && env.NODE_ENV === 'production')
    log(`PUBLIC_ORIGIN is not set: links in the sitemap, RSS and canonical tags use ${env.siteOrigin}.`)
  const url = `http://${env.host === '0.0.0.0' ? 'localhost' : env.host}:${env.PORT}`
  log(`Loan Partner is listening on ${url} (${env.NODE_ENV})`)
  const stopJobs = startSharedJobs(db, sharedJobs(db, env), { checkMs: env.JOB_CHECK_MS, log })
  // E-mail waits in the outbox until SMTP_URL is set; then one process at a time sends it (docs/decisions/141).
  const settings = mailSettings(env, deps.site, deps.adminEmail)
  const stopMail = env.SMTP_URL
    ? startMailSender(db, smtpMailer(env.SMTP_URL, settings.from), settings, { checkMs: env.MAIL_POLL_MS, log })
    : async () => {}
  if (!env.SMTP_URL) log('E-mail is not set up (SMTP_URL): messages wait in the outbox.')
  // Last, so that no later start-up line pushes it out of sight (docs/decisions/188).
  if (deps.firstAdmin) log(firstAdminBox(deps.firstAdmin, `${url}/admin`))

  // SIGTERM: stop accepting, let in-flight requests finish, write what is queued, let a send under way
  // finish, close the database.
  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    log(`${signal}: finishing in-flight requests, then stopping`)
    const jobsStopped = stopJobs()
    // A send under way finishes (its timeouts are shorter than the grace); what waits stays in the
    // outbox for the next start, and a claim cut short is retried when it runs out (docs/decisions/141).
    const mailStopped = stopMail()
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS)
    force.unref()
    await new Promise((resolve) => server.close(resolve))
    await drainApplications(db)
    await Promise.all([jobsStopped, mailStopped])
    await db.destroy()
    log('stopped')
    process.exit(0)
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      stop(signal).catch((err: unknown) => {
        console.error(`Stop failed code=${errorCode(err)}`)
        process.exit(1)
      })
    })
  }
}

main().catch((err: unknown) => {
  // Configuration and listen errors are our own words; anything else is reduced to its code, since
  // a database driver's message can carry values (docs/decisions/084).
  const message = err instanceof Error ? err.message : ''
  console.error(/^(Invalid configuration|Start failed)/.test(message) ? message : `Start failed code=${errorCode(err)}`)
  process.exit(1)
})
