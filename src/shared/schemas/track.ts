import { z } from 'zod'
import { trackMessages } from '../content/track'
import type { FieldErrors } from '../forms'
import { isStorableText } from './z'

// The tracker's look-up form (docs/decisions/100). It has no script, so this plain parser is its one
// check; the date of birth follows the apply form's DD/MM/YYYY rule and messages (docs/decisions/030).
// Its messages are the catalogue's `track.errors` table, which a Hindi page shows by key (docs/i18n.md).

export interface TrackLookup {
  /** LP-YYMM-XXXXXX, upper case. */
  reference: string
  /** YYYY-MM-DD, as applications store it. */
  dateOfBirth: string
}

const REFERENCE = /^LP-\d{4}-[0-9A-Z]{6}$/
const DOB = /^(\d{2})\/(\d{2})\/((?:19|20)\d{2})$/

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '')

/** 'lp 2611 7k3m9q', 'LP-2611-7K3M9Q ' → 'LP-2611-7K3M9Q'; spaces become the hyphens they stand for. */
export function normaliseReference(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s–—]+/g, '-')
    .replace(/-+/g, '-')
}

function isoDate(raw: string): string | null {
  const m = DOB.exec(raw)
  if (!m) return null
  const [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null
  return `${m[3]}-${m[2]}-${m[1]}`
}

export function parseTrackLookup(body: unknown): { ok: true; data: TrackLookup } | { ok: false; errors: FieldErrors } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const errors: FieldErrors = {}
  const rawRef = text(b.reference)
  const reference = normaliseReference(rawRef)
  if (rawRef === '') errors.reference = trackMessages.referenceRequired
  else if (!isStorableText(rawRef)) errors.reference = trackMessages.unsafeText
  else if (!REFERENCE.test(reference)) errors.reference = trackMessages.referenceInvalid
  const rawDob = text(b.dateOfBirth)
  const dateOfBirth = isoDate(rawDob)
  if (rawDob === '') errors.dateOfBirth = trackMessages.dobRequired
  else if (!isStorableText(rawDob)) errors.dateOfBirth = trackMessages.unsafeText
  else if (dateOfBirth === null) errors.dateOfBirth = trackMessages.dobInvalid
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { reference, dateOfBirth: dateOfBirth! } }
}

/** The lost-reference form (docs/decisions/143): the e-mail and date of birth given on the application. */
export interface ForgotReference {
  /** Lower case, as applications store it. */
  email: string
  /** YYYY-MM-DD. */
  dateOfBirth: string
}

const EMAIL_MAX = 254

export function parseForgotReference(body: unknown): { ok: true; data: ForgotReference } | { ok: false; errors: FieldErrors } {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>
  const errors: FieldErrors = {}
  const email = text(b.email).toLowerCase()
  if (email === '') errors.email = trackMessages.emailRequired
  else if (email.length > EMAIL_MAX || !z.email().safeParse(email).success) errors.email = trackMessages.emailInvalid
  const rawDob = text(b.dateOfBirth)
  const dateOfBirth = isoDate(rawDob)
  if (rawDob === '') errors.dateOfBirth = trackMessages.dobRequired
  else if (dateOfBirth === null) errors.dateOfBirth = trackMessages.dobInvalid
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, data: { email, dateOfBirth: dateOfBirth! } }
}
