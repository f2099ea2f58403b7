import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { HttpError } from '#src/server/http-error.server'

// Images are judged by their content, never by name or claimed type, and always re-encoded, so
// whatever rode along in the upload (a script in a GIF/JS polyglot, EXIF data) is dropped (docs/decisions/051-blog-posts-and-images.md).
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024
const FULL_SIDE = 1600
const CARD_SIDE = 640
const RASTER = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff'])

export interface EncodedImage {
  name: string
  full: Buffer
  card: Buffer
}

export const fullFile = (name: string) => `${name}.webp`
export const cardFile = (name: string) => `${name}-card.webp`
export const imageUrl = (name: string) => `/uploads/${fullFile(name)}`
export const cardUrl = (name: string) => `/uploads/${cardFile(name)}`

/** Generated names only: 32 hex characters. Anything else never reaches the image store. */
export const isImageName = (name: string) => /^[0-9a-f]{32}$/.test(name)

/** True for the two files a generated name has (`<name>.webp`, `<name>-card.webp`) and nothing else. */
export const isImageFile = (file: string) => /^[0-9a-f]{32}(-card)?\.webp$/.test(file)

/** The files of each named image; empty, foreign or missing names are left out. */
export function filesOf(names: readonly (string | null | undefined)[]): string[] {
  return names.filter((n): n is string => !!n && isImageName(n)).flatMap((n) => [fullFile(n), cardFile(n)])
}

/** An image refused by its content; the caller names the form field it came from (the main image until then). */
export class ImageRejected extends HttpError {
  constructor(message: string, status = 415) {
    super(status, message, 'IMAGE_REJECTED', 'image')
  }
}

/** Checks one upload by its content and re-encodes it to WebP (full size and card size), in memory. */
export async function encodeImage(buffer: Buffer, fileName: string): Promise<EncodedImage> {
  if (/[/\\\0]|^\.|\.\./.test(fileName))
    throw new ImageRejected(`The file name "${fileName.slice(0, 60)}" is not allowed. Rename the file and try again.`, 400)
  if (buffer.length > MAX_IMAGE_BYTES) throw new ImageRejected('Each image must be 5 MB or smaller.', 413)
  let format: string | undefined
  try {
    format = (await sharp(buffer).metadata()).format
  } catch {
    throw new ImageRejected('This file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture.')
  }
  if (!format || !RASTER.has(format))
    throw new ImageRejected('Only JPEG, PNG, WebP, GIF or AVIF pictures are accepted (not SVG or other formats).')
  try {
    const source = sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
    const [full, card] = await Promise.all([
      source
        .clone()
        .resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
      source
        .clone()
        .resize({ width: CARD_SIDE, height: CARD_SIDE, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 72 })
        .toBuffer(),
    ])
    return { name: randomBytes(16).toString('hex'), full, card }
  } catch {
    throw new ImageRejected('This image is damaged or incomplete. Please choose another file.', 422)
  }
}
