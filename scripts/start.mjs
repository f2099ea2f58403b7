// npm start: build once if there is no build, then run the production server.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const dist = process.env.DIST_DIR ?? 'dist'
if (!existsSync(`${dist}/server/entry.mjs`) || !existsSync(`${dist}/server-app/index.mjs`)) {
  console.log('No build found: building the site first (about a minute)…')
  execSync('npm run build', { stdio: 'inherit' })
}
process.env.NODE_ENV ??= 'production'
await import(new URL(`../${dist}/server-app/index.mjs`, import.meta.url).href)
