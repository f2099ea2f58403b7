import fs from 'node:fs'
import path from 'node:path'
import { copyUploads, inspectBackup, snapshotSqlite } from './backup.server'
import { createDb } from './db.server'
import { isPostgresUrl, parseEnv } from './env.server'
import { plural } from '../shared/i18n/plural'
import { errorCode } from './http-error.server'

// `npm run backup [-- <file.sqlite>]`: an online copy of the SQLite database, by default into
// backups/loan-partner-<UTC time>.sqlite, plus the uploads folder when blog images live on disk.
// It prints paths and counts only, never personal data (docs/deploy.md).
async function main() {
  // A backup needs the database, not the secrets that the server demands in production.
  const env = parseEnv({ ...process.env, NODE_ENV: 'development' })
  if (isPostgresUrl(env.DATABASE_URL)) {
    console.error('DATABASE_URL is PostgreSQL: back it up with pg_dump -Fc, restore with pg_restore (docs/deploy.md).')
    process.exit(2)
  }
  if (!fs.existsSync(env.DATABASE_URL)) fail(`No database at ${env.DATABASE_URL}.`)
  const stamp = new Date()
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-')
  const file = path.resolve(process.argv[2] ?? path.join(env.rootDir, 'backups', `loan-partner-${stamp}.sqlite`))

  const db = createDb(env.DATABASE_URL)
  try {
    await snapshotSqlite(db, file)
  } finally {
    await db.destroy()
  }
  const summary = await inspectBackup(file)
  const { applications, enquiries, blogPosts, images } = summary.counts
  console.log(`Database: ${file} (${(summary.bytes / 1024 / 1024).toFixed(1)} MB, integrity ${summary.integrity})`)
  console.log(`  ${applications} applications, ${enquiries} enquiries, ${blogPosts} blog posts, ${images} images in the database`)
  if (summary.integrity !== 'ok') fail('The copy failed its integrity check: keep the previous backup and run this again.')

  // After the database, so every image the copy refers to is on disk already (an image gets a new
  // generated name, it is never rewritten).
  if (env.imageStore === 'disk') {
    const uploads = file.replace(/\.sqlite$/, '') + '-uploads'
    if (fs.existsSync(env.UPLOADS_DIR)) {
      const files = copyUploads(env.UPLOADS_DIR, uploads)
      console.log(`Uploads: ${uploads} (${files} ${plural('en', files, { one: 'file', other: 'files' })})`)
    } else console.log(`Uploads: none (${env.UPLOADS_DIR} does not exist)`)
  }
  console.log('Keep the data key (DATA_KEY, or db/.secrets.json) apart from this backup: without it the PANs in it cannot be read.')
}

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

main().catch((err: Error & { code?: string }) => {
  // Our own messages name paths only; knex's could carry bound values, so only its code is shown.
  const ours = err.message.startsWith('Invalid configuration') || err.code === 'BACKUP_EXISTS'
  console.error(ours ? err.message : `Backup failed: ${errorCode(err)}`)
  process.exit(1)
})
