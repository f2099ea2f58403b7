import { dayMonthYear } from './date-of-birth'
import { formErrorKeys as m } from './message-keys'
import { fail, storableText, z } from './z'

// The tracker's two forms (docs/decisions/100 and 143). They have no script, so these schemas are their
// one check; the date of birth is the apply form's DD/MM/YYYY reader with its messages (date-of-birth.ts).
// Their messages are keys of the catalogue's formErrors part (message-keys.ts, docs/i18n.md).

export interface TrackLookup {
  /** LP-YYMM-XXXXXX, upper case. */
  reference: string
  /** YYYY-MM-DD, as applications store it. */
  dateOfBirth: string
}

/** The lost-reference form (docs/decisions/143): the e-mail and date of birth given on the application. */
export interface ForgotReference {
  /** Lower case, as applications store it. */
  email: string
  /** YYYY-MM-DD. */
  dateOfBirth: string
}

const REFERENCE = /^LP-\d{4}-[0-9A-Z]{6}$/
const EMAIL_MAX = 254

/** 'lp 2611 7k3m9q', 'LP-2611-7K3M9Q ' → 'LP-2611-7K3M9Q'; spaces become the hyphens they stand for. */
export function normaliseReference(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/[\s–—]+/g, '-')
    .replace(/-+/g, '-')
}

/** A field as typed, trimmed; anything that is not a string counts as nothing typed. */
const trimmed = z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : ''))
/** The same after the shared text check (docs/decisions/150). */
const line = z.pipe(storableText({ message: m.unsafeText }), trimmed)
const dob = { required: m.dobRequired, invalid: m.dobInvalid }

export const trackLookupSchema = z.object({
  reference: z.pipe(
    line,
    z.transform((s: string, ctx) => {
      if (s === '') return fail(ctx, m.referenceRequired)
      const reference = normaliseReference(s)
      return REFERENCE.test(reference) ? reference : fail(ctx, m.referenceInvalid)
    }),
  ),
  dateOfBirth: z.pipe(line, dayMonthYear(dob)),
})

export const forgotReferenceSchema = z.object({
  email: z.pipe(
    trimmed,
    z.transform((s: string, ctx) => {
      const email = s.toLowerCase()
      if (email === '') return fail(ctx, m.emailRequired)
      return email.length > EMAIL_MAX || !z.email().safeParse(email).success ? fail(ctx, m.emailInvalid) : email
    }),
  ),
  dateOfBirth: z.pipe(trimmed, dayMonthYear(dob)),
})
