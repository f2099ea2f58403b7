// Writes brotli (quality 11) and gzip (level 9) twins of the built assets, once at build time, so the
// server sends the smallest files without compressing them on every request (docs/decisions/005).
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const dir = path.join(process.env.DIST_DIR ?? 'dist', 'client', 'assets')
let before = 0
let after = 0
for (const file of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
  if (!file.isFile() || !/\.(js|css|svg|json)$/.test(file.name)) continue
  const full = path.join(file.parentPath, file.name)
  const body = fs.readFileSync(full)
  const br = zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })
  fs.writeFileSync(`${full}.br`, br)
  fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }))
  before += body.length
  after += br.length
}
console.log(`precompressed assets: ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`)
