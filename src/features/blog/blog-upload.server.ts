import type { RequestHandler } from 'express'
import multer from 'multer'
import { textLimits } from '#src/shared/content/business'
import { imageFields } from '#src/shared/schemas/blog'
import { HttpError } from '#src/server/http-error.server'
import { MAX_IMAGE_BYTES } from './blog-images.server'
import type { Uploads } from './blog.service.server'

// multer 2 sets no limit by default, so every one is set here (docs/decisions/051). Files stay in memory
// until sharp has checked and re-encoded them; only then is anything written.
const upload = multer({
  storage: multer.memoryStorage(),
  preservePath: true, // keep '../' in names so that such names are refused rather than silently trimmed
  limits: {
    fileSize: MAX_IMAGE_BYTES,
    files: imageFields.length,
    fields: 12,
    fieldNameSize: 64,
    fieldSize: textLimits.blogContent * 4 + 1024, // 50,000 characters of any script in UTF-8
    parts: 16,
    headerPairs: 100,
  },
}).fields(imageFields.map((name) => ({ name, maxCount: 1 })))

const MULTER_MESSAGES: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, 'Each image must be 5 MB or smaller.'],
  LIMIT_FILE_COUNT: [400, 'Upload at most three images.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Only the fields image, image1 and image2 may carry files.'],
  LIMIT_FIELD_VALUE: [413, 'The content is too long.'],
}

/**
 * Parses a multipart body; any malformed or over-limit body is a 4xx with a clear message, never a
 * 500, refusing the form's image field: the form's page shows it there (answerRefusal).
 */
export function blogUpload(): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(new HttpError(415, 'Send the blog as multipart/form-data.', 'NOT_MULTIPART', 'image'))
    upload(req, res, (err: unknown) => {
      if (!err) return next()
      // multer's own errors carry a LIMIT_* code; anything else is a body busboy could not parse.
      const code = err instanceof multer.MulterError ? err.code : ''
      const [status, message] = MULTER_MESSAGES[code] ?? [400, 'The upload could not be read. Please try again.']
      next(new HttpError(status, message, `UPLOAD_${code || 'MALFORMED'}`, 'image'))
    })
  }
}

/** The uploaded files by field (the first of each), or nothing for empty file inputs. */
export function uploadsOf(files: unknown): Uploads {
  const byField = (files ?? {}) as Record<string, Express.Multer.File[] | undefined>
  const out: Uploads = {}
  for (const field of imageFields) {
    const file = byField[field]?.[0]
    if (file && file.size > 0) out[field] = { buffer: file.buffer, originalname: file.originalname }
  }
  return out
}
