import fs from 'node:fs'
import { createServer } from 'node:http'
import os from 'node:os'
import path from 'node:path'
import type { Router } from 'express'
import { createApp, requestHandler } from '#src/app/app.server'
import type { AppDeps } from '#src/server/context'
import { bootDeps } from '#src/app/boot.server'
import { freePort } from './server-process'

export const TEST_ADMIN = { email: 'admin@loanpartner.in', password: 'correct-horse-battery-staple' }

const rootDir = path.resolve(import.meta.dirname, '../..')
let pagesLoaded: Promise<unknown> | undefined

/** The production page build, which tests render from (npm test builds it first). */
function loadPages() {
  const entry = path.join(rootDir, process.env.DIST_DIR ?? 'dist', 'server/entry.mjs')
  if (!fs.existsSync(entry)) throw new Error('No page build: run `npm run build` first (npm test does it).')
  pagesLoaded ??= import(/* @vite-ignore */ entry)
  return pagesLoaded
}

export interface TestSite {
  url: string
  deps: AppDeps
  app: ReturnType<typeof createApp>
  logs: string[]
  close(): Promise<void>
}

/** A real site on a random port, with its own temporary SQLite file and uploads folder. */
export async function startSite(opts: { env?: Record<string, string>; extraRoutes?: Router } = {}): Promise<TestSite> {
  await loadPages()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-site-'))
  const logs: string[] = []
  const log = (line: string) => void logs.push(line)
  // The port is chosen first so that the site's configured origin (canonical links, RSS) is its own.
  const port = await freePort()
  const deps = await bootDeps(
    {
      NODE_ENV: 'test',
      ...(process.env.DIST_DIR && { DIST_DIR: process.env.DIST_DIR }),
      DATABASE_URL: path.join(dir, 'site.sqlite'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-0123',
      DATA_KEY: '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      ...opts.env,
    },
    log,
  )
  const app = createApp({ ...deps, extraRoutes: opts.extraRoutes })
  // The same handler as the production server, so cached pages take the same path here.
  const server = createServer(requestHandler(app)).listen(port, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  return {
    url: `http://127.0.0.1:${port}`,
    deps,
    app,
    logs,
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await deps.db.destroy()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
