import fs from 'node:fs'
import path from 'node:path'
import type { RequestHandler } from 'express'

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
}

/**
 * Serves the brotli or gzip twin that the build wrote beside an asset (scripts/precompress.mjs),
 * when the browser accepts it. Everything else falls through to express.static.
 */
export function precompressedAssets(dir: string): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next()
    const type = TYPES[path.extname(req.path)]
    if (!type) return next()
    const file = path.join(dir, path.normalize(req.path))
    if (!file.startsWith(dir + path.sep)) return next()
    const accepts = String(req.headers['accept-encoding'] ?? '')
    for (const [encoding, ext] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      if (!accepts.includes(encoding) || !fs.existsSync(file + ext)) continue
      res.set({ 'Content-Type': type, 'Content-Encoding': encoding, Vary: 'Accept-Encoding' })
      return res.sendFile(file + ext, { maxAge: '1y', immutable: true, etag: false, lastModified: false })
    }
    next()
  }
}
