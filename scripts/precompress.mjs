// Writes brotli (quality 11) and gzip (level 9) twins of the built assets, once at build time, so the
// server sends the smallest files without compressing them on every request (docs/decisions/005).
// The files are compressed at once on libuv's thread pool, so every core takes a share.
import fs from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

const dir = path.join(process.env.DIST_DIR ?? 'dist', 'client', 'assets')
const files = (await fs.readdir(dir, { recursive: true, withFileTypes: true }))
  .filter((file) => file.isFile() && /\.(js|css|svg|json)$/.test(file.name))
  .map((file) => path.join(file.parentPath, file.name))

const sizes = await Promise.all(
  files.map(async (full) => {
    const body = await fs.readFile(full)
    const [br, gz] = await Promise.all([brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip(body, { level: 9 })])
    await Promise.all([fs.writeFile(`${full}.br`, br), fs.writeFile(`${full}.gz`, gz)])
    return [body.length, br.length]
  }),
)
const [before, after] = sizes.reduce(([b, a], [body, br]) => [b + body, a + br], [0, 0])
console.log(`precompressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`)
