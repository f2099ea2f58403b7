import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import knex from 'knex'
import type { Db } from './db.server'

export interface BackupSummary {
  bytes: number
  integrity: string
  counts: { applications: number; enquiries: number; blogPosts: number; images: number }
}

/**
 * A consistent copy of the live SQLite database while the site keeps writing (docs/deploy.md).
 * `VACUUM INTO` reads one snapshot under WAL, so writers go on; SQLite does not flush the new file,
 * so we do, and it gets its final name only once complete.
 */
export async function snapshotSqlite(db: Db, file: string): Promise<void> {
  if (fs.existsSync(file)) throw Object.assign(new Error(`${file} exists already`), { code: 'BACKUP_EXISTS' })
  // Owner-only: the copy holds applicants' personal data, as the live file does.
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  const partial = `${file}.partial`
  fs.rmSync(partial, { force: true })
  await db.raw('VACUUM INTO ?', [partial])
  fs.chmodSync(partial, 0o600)
  flush(partial)
  fs.renameSync(partial, file)
  flush(path.dirname(file))
}

function flush(target: string) {
  const fd = fs.openSync(target, 'r')
  try {
    fs.fsyncSync(fd)
  } finally {
    fs.closeSync(fd)
  }
}

/** Checks a backup file, read-only, and counts its rows: counts only, never a row's content. */
export async function inspectBackup(file: string): Promise<BackupSummary> {
  // Read-only through a URI: knex adds its own read-write flags to any flag we pass.
  const filename = `${pathToFileURL(file).href}?mode=ro`
  const copy = knex({ client: 'sqlite3', connection: { filename, flags: ['OPEN_URI'] }, useNullAsDefault: true })
  try {
    const [check] = await copy.raw('PRAGMA integrity_check')
    const count = async (table: string) => Number(((await copy(table).count({ n: '*' })) as { n: number }[])[0]!.n)
    return {
      bytes: fs.statSync(file).size,
      integrity: String(Object.values(check as object)[0]),
      counts: {
        applications: await count('loan_applications'),
        enquiries: await count('enquiries'),
        blogPosts: await count('blog_posts'),
        images: await count('images'),
      },
    }
  } finally {
    await copy.destroy()
  }
}

/** Copies the uploads folder (blog images on disk) and returns how many files it holds. */
export function copyUploads(from: string, to: string): number {
  fs.cpSync(from, to, { recursive: true, errorOnExist: true, force: false })
  return fs.readdirSync(to, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
}
