import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import { HttpError } from '../../server/http-error'

// Images are judged by their content, never by name or claimed type, and always re-encoded, so
// whatever rode along in the upload (a script in a GIF/JS polyglot, EXIF data) is dropped (DECISIONS.md).
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

/** Generated names only: 32 hex characters. Anything else never reaches the file system. */
export const isImageName = (name: string) => /^[0-9a-f]{32}$/.test(name)

export class ImageRejected extends HttpError {
  /** The form field the image came from, filled in by the caller. */
  field?: string
  constructor(message: string, status = 415) {
    super(status, message, 'IMAGE_REJECTED')
  }
}

/** Checks one upload by its content and re-encodes it to WebP (full size and card size), in memory. */
export async function encodeImage(buffer: Buffer, fileName: string): Promise<EncodedImage> {
  if (/[/\\\0]|^\.|\.\./.test(fileName)) throw new ImageRejected(`The file name "${fileName.slice(0, 60)}" is not allowed. Rename the file and try again.`, 400)
  if (buffer.length > MAX_IMAGE_BYTES) throw new ImageRejected('Each image must be 5 MB or smaller.', 413)
  let format: string | undefined
  try {
    format = (await sharp(buffer).metadata()).format
  } catch {
    throw new ImageRejected('This file is not an image we can read. Upload a JPEG, PNG, WebP, GIF or AVIF picture.')
  }
  if (!format || !RASTER.has(format)) throw new ImageRejected('Only JPEG, PNG, WebP, GIF or AVIF pictures are accepted (not SVG or other formats).')
  try {
    const source = sharp(buffer, { failOn: 'error', limitInputPixels: 50_000_000 }).rotate()
    const [full, card] = await Promise.all([
      source.clone().resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }).toBuffer(),
      source.clone().resize({ width: CARD_SIDE, height: CARD_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 72 }).toBuffer(),
    ])
    return { name: randomBytes(16).toString('hex'), full, card }
  } catch {
    throw new ImageRejected('This image is damaged or incomplete. Please choose another file.', 422)
  }
}

/** Writes the encoded files; returns the paths written so a failed create can remove them. */
export async function writeImages(dir: string, images: EncodedImage[]): Promise<string[]> {
  await fs.mkdir(dir, { recursive: true })
  const written: string[] = []
  try {
    for (const img of images) {
      for (const [file, data] of [[fullFile(img.name), img.full], [cardFile(img.name), img.card]] as const) {
        const target = path.join(dir, file)
        await fs.writeFile(target, data, { flag: 'wx' })
        written.push(target)
      }
    }
    return written
  } catch (err) {
    await removeFiles(written)
    throw err
  }
}

export async function removeFiles(paths: string[]): Promise<void> {
  await Promise.all(paths.map((p) => fs.rm(p, { force: true })))
}

/** Both files of each named image, for removal after a delete or a replacement. */
export function filesOf(dir: string, names: (string | null | undefined)[]): string[] {
  return names.filter((n): n is string => !!n && isImageName(n)).flatMap((n) => [path.join(dir, fullFile(n)), path.join(dir, cardFile(n))])
}
