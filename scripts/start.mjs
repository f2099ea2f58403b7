// npm start: build once if there is no build, then run the production server.
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('dist/server/entry.mjs') || !existsSync('dist/server-app/index.mjs')) {
  console.log('No build found: building the site first (about a minute)…')
  execSync('npm run build', { stdio: 'inherit' })
}
process.env.NODE_ENV ??= 'production'
await import('../dist/server-app/index.mjs')
