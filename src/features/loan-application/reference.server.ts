import { randomBytes } from 'node:crypto'

// Human-quotable: no 0/O or 1/I look-alikes. 32 symbols, so one random byte maps without bias.
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'

/** LP-YYMM-XXXXXX: the month helps a caller find it, six random symbols (~10⁹) keep it unguessable. */
export function newReference(now: Date): string {
  const yymm = now.toISOString().slice(2, 7).replace('-', '')
  const bytes = randomBytes(6)
  let tail = ''
  for (const b of bytes) tail += ALPHABET[b % 32]
  return `LP-${yymm}-${tail}`
}

export const REFERENCE_PATTERN = /^LP-\d{4}-[0-9A-Z]{6}$/
