import { createHash, randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { engines, openTestDb, type TestDb } from '#tests/setup/test-db'
import { createDb } from '#src/server/db.server'
import type { EncodedImage } from './blog-images.server'
import { databaseImageStore, diskImageStore, type ImageStore } from './image-store.server'

/** Stand-in files: the store keeps bytes and never looks inside them. */
const image = (): EncodedImage => {
  const name = randomBytes(16).toString('hex')
  return { name, full: Buffer.concat([Buffer.from(`full ${name} `), randomBytes(3000)]), card: Buffer.from(`card ${name}`) }
}
const sha256Tag = (data: Buffer) => `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`

// The database store on every engine; the disk store needs a database only for its transactions.
const cases = [...engines.map((kind) => ['database', kind] as const), ['disk', 'sqlite'] as const]

describe.each(cases)('the %s image store on %s', (kind, engine) => {
  let t: TestDb
  let dir: string
  let store: ImageStore

  beforeAll(async () => {
    t = await openTestDb(engine)
  })
  afterAll(() => t?.close())
  beforeEach(async () => {
    await t.db('images').delete()
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-images-'))
    store = kind === 'disk' ? diskImageStore(dir) : databaseImageStore(t.db)
  })

  test('keeps both files of an image and gives each back with its bytes and an ETag from its content', async () => {
    const a = image()
    const b = image()
    await store.put([a, b])
    const full = await store.get(`${a.name}.webp`)
    const card = await store.get(`${a.name}-card.webp`)
    expect(full?.data.equals(a.full)).toBe(true)
    expect(card?.data.equals(a.card)).toBe(true)
    expect(full?.etag).toBe(sha256Tag(a.full))
    expect(full?.etag).toMatch(/^"[\w-]{32}"$/)
    expect(card?.etag).toBe(sha256Tag(a.card))
    expect((await store.get(`${b.name}.webp`))?.data.equals(b.full)).toBe(true)
  })

  test('answers null for an unknown name and for anything that is not a generated file name', async () => {
    const a = image()
    await store.put([a])
    fs.writeFileSync(path.join(dir, 'notes.webp'), 'not generated')
    for (const file of [
      `${image().name}.webp`,
      `${a.name}.png`,
      `${a.name}`,
      'notes.webp',
      `../${path.basename(dir)}/${a.name}.webp`,
      `${a.name.toUpperCase()}.webp`,
    ]) {
      expect([file, await store.get(file)]).toEqual([file, null])
    }
  })

  test('remove takes both files of each named image and leaves the others; unknown names are no error', async () => {
    const [a, b, c] = [image(), image(), image()]
    await store.put([a, b, c])
    await store.remove([a.name, null, c.name, image().name, '../etc/passwd'])
    expect(await store.get(`${a.name}.webp`)).toBeNull()
    expect(await store.get(`${a.name}-card.webp`)).toBeNull()
    expect(await store.get(`${c.name}-card.webp`)).toBeNull()
    expect((await store.get(`${b.name}-card.webp`))?.data.equals(b.card)).toBe(true)
  })

  test('a put that meets a name already taken fails, keeps the stored image and stores none of the new ones', async () => {
    const a = image()
    const fresh = image()
    await store.put([a])
    await expect(store.put([fresh, { ...a, full: Buffer.from('impostor') }])).rejects.toThrow()
    expect((await store.get(`${a.name}.webp`))?.data.equals(a.full)).toBe(true)
    expect(await store.get(`${fresh.name}.webp`)).toBeNull()
    expect(await store.get(`${fresh.name}-card.webp`)).toBeNull()
  })

  test('a change commits with the transaction: added images are stored and dropped ones removed, or after a failure neither', async () => {
    const [old, added] = [image(), image()]
    await store.put([old])
    await expect(
      store.transaction(t.db, { add: [added], drop: [old.name] }, async () => {
        throw new Error('the post could not be saved')
      }),
    ).rejects.toThrow('the post could not be saved')
    expect(await store.get(`${added.name}.webp`)).toBeNull()
    expect((await store.get(`${old.name}.webp`))?.data.equals(old.full)).toBe(true)

    const result = await store.transaction(t.db, { add: [added], drop: [old.name] }, async () => 42)
    expect(result).toBe(42)
    expect((await store.get(`${added.name}-card.webp`))?.data.equals(added.card)).toBe(true)
    expect(await store.get(`${old.name}.webp`)).toBeNull()
  })

  if (kind === 'database')
    test('keeps nothing in the process: a store on its own connections serves and removes what the first stored', async () => {
      const a = image()
      await store.put([a])
      expect(fs.readdirSync(dir)).toEqual([])
      // A second pool, as another process would have (same file, or same PostgreSQL schema).
      const schema = (t.db.client.config as { searchPath?: string[] }).searchPath?.[0]
      const otherDb = createDb(t.url, schema ? { schema } : {})
      try {
        const other = databaseImageStore(otherDb)
        const served = await other.get(`${a.name}.webp`)
        expect([served?.data.equals(a.full), served?.etag]).toEqual([true, sha256Tag(a.full)])
        await other.remove([a.name])
      } finally {
        await otherDb.destroy()
      }
      expect(await store.get(`${a.name}.webp`)).toBeNull()
    })
})
