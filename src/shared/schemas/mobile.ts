import { fail, z } from './z'

// One rule for every mobile number the site takes: the contact form, the apply form and their JSON
// API (docs/decisions/190). Indians write a mobile as 98765 43210, +91 98765-43210, 91 9876543210 or
// 09876543210; each is the same ten digits, and an Indian mobile's ten digits start with 6, 7, 8 or 9.

/** Spaces and hyphens anywhere, then an optional +91, 91 or 0 before ten digits that start with 6-9. */
const WRITTEN = /^(?:\+91|91|0)?([6-9]\d{9})$/

/** The ten digits of a mobile number as people write it, or null when it is not one. */
export function mobileDigits(raw: string): string | null {
  return WRITTEN.exec(raw.replace(/[\s-]/g, ''))?.[1] ?? null
}

/** The field's schema, for text already trimmed: empty gets `required`, anything but a mobile `invalid`, a mobile its ten digits. */
export function mobileNumber(messages: { required: string; invalid: string }) {
  return z.pipe(
    z.string({ error: messages.required }),
    z.transform((s: string, ctx) => (s.trim() === '' ? fail(ctx, messages.required) : (mobileDigits(s) ?? fail(ctx, messages.invalid)))),
  )
}
