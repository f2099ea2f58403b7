import { createHash } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type { Knex } from 'knex'
import type { Env } from '#src/server/env.server'
import { cardFile, filesOf, fullFile, isImageFile, type EncodedImage } from './blog-images.server'

/** One stored file: its bytes and a strong ETag made from them. */
export interface StoredFile {
  data: Buffer
  etag: string
}

/** Generated image names (`isImageName`); empty or foreign ones are ignored. */
export type ImageNames = readonly (string | null | undefined)[]

/** What a change to the posts does to the images: `add` is stored with it, `drop` removed with it. */
export interface ImageChange {
  add: readonly EncodedImage[]
  drop: ImageNames
}

/**
 * Where blog images live (docs/decisions/082-image-store.md): the disk of one host, or the database
 * that every process shares. Each image has two files, `<name>.webp` and `<name>-card.webp`.
 */
export interface ImageStore {
  readonly kind: Env['imageStore']
  /** Stores both files of each image: all of them, or after a failure none. */
  put(images: readonly EncodedImage[]): Promise<void>
  /** One file by its name; null for an unknown or non-generated name. */
  get(file: string): Promise<StoredFile | null>
  /** Removes both files of each named image; unknown names are no error. */
  remove(names: ImageNames): Promise<void>
  /** Runs `work` in a transaction of `db` with `change` made to the images: all of it, or none. */
  transaction<T>(db: Knex, change: ImageChange, work: (trx: Knex.Transaction) => Promise<T>): Promise<T>
}

/** A strong ETag from the content, so every process and both stores give the same bytes the same tag. */
export function etagOf(data: Buffer): string {
  return `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`
}

const encodedFiles = (images: readonly EncodedImage[]) =>
  images.flatMap((img) => [[fullFile(img.name), img.full] as const, [cardFile(img.name), img.card] as const])

const namesOf = (images: readonly EncodedImage[]) => images.map((img) => img.name)

/** Files in one folder on this host: enough for a single process (the default on SQLite). */
export function diskImageStore(dir: string): ImageStore {
  const at = (file: string) => path.join(dir, file)
  const removeFiles = (files: string[]) => Promise.all(files.map((file) => fs.rm(at(file), { force: true })))
  const store: ImageStore = {
    kind: 'disk',
    async put(images) {
      await fs.mkdir(dir, { recursive: true })
      const written: string[] = []
      try {
        for (const [file, data] of encodedFiles(images)) {
          await fs.writeFile(at(file), data, { flag: 'wx' }) // never over an existing file
          written.push(file)
        }
      } catch (err) {
        await removeFiles(written)
        throw err
      }
    },
    async get(file) {
      if (!isImageFile(file)) return null
      try {
        const data = await fs.readFile(at(file))
        return { data, etag: etagOf(data) }
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw err
      }
    },
    async remove(names) {
      await removeFiles(filesOf(names))
    },
    // Files cannot join a transaction: new ones are written before it and removed if it fails;
    // dropped ones go only after the commit, so a rollback never loses a file a post still shows.
    async transaction<T>(db: Knex, change: ImageChange, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
      await store.put(change.add)
      let result: T
      try {
        result = await db.transaction(work)
      } catch (err) {
        await store.remove(namesOf(change.add))
        throw err
      }
      await store.remove(change.drop)
      return result
    },
  }
  return store
}

interface ImageRow {
  file: string
  data: Buffer
  etag: string
  created_at: string
}

/**
 * Rows of the `images` table, so that every process on the same database serves every image
 * (the default on PostgreSQL). Nothing is kept in the process: each call asks the database.
 */
export function databaseImageStore(db: Knex): ImageStore {
  const insert = async (q: Knex, images: readonly EncodedImage[]) => {
    const createdAt = new Date().toISOString()
    const rows: ImageRow[] = encodedFiles(images).map(([file, data]) => ({ file, data, etag: etagOf(data), created_at: createdAt }))
    // A plain insert: like 'wx' on disk, a name already taken fails instead of replacing the image.
    if (rows.length > 0) await q('images').insert(rows)
  }
  const drop = async (q: Knex, names: ImageNames) => {
    const files = filesOf(names)
    if (files.length > 0) await q('images').whereIn('file', files).delete()
  }
  return {
    kind: 'database',
    put: (images) => insert(db, images), // one statement: all rows or none
    async get(file) {
      if (!isImageFile(file)) return null
      const row = await db<ImageRow>('images').select('data', 'etag').where({ file }).first()
      return row ? { data: row.data, etag: row.etag } : null // a Buffer from both drivers (bytea, blob)
    },
    remove: (names) => drop(db, names),
    transaction: (txDb, change, work) =>
      txDb.transaction(async (trx) => {
        await insert(trx, change.add)
        const result = await work(trx)
        await drop(trx, change.drop)
        return result
      }),
  }
}

/** The store the settings choose: IMAGE_STORE, or by default disk on SQLite and database on PostgreSQL. */
export function createImageStore(env: Pick<Env, 'imageStore' | 'UPLOADS_DIR'>, db: Knex): ImageStore {
  return env.imageStore === 'database' ? databaseImageStore(db) : diskImageStore(env.UPLOADS_DIR)
}
