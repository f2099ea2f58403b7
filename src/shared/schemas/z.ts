import * as z from 'zod/mini'

// zod/mini: the same engine with functional checks, about 6 kB compressed in the browser against
// 22 kB for the classic API, which keeps the form pages under their first-paint budget
// (docs/decisions/086). Zod 4 probes `new Function`, which our CSP forbids; jitless mode avoids the violation.
z.config({ jitless: true })

/** Adds a message to a transform's payload; the transform then returns z.NEVER and the field stops there. */
export function fail(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value })
  return z.NEVER
}

/** The one message for text that holds a character no database may store (docs/decisions/150). */
export const UNSAFE_TEXT_MESSAGE = 'Remove the invisible control characters or broken symbols from this field'

// C0 controls, DEL and C1 controls; a lone surrogate (half of an emoji, which no UTF-8 can encode);
// U+FFFD, which is what a body's invalid UTF-8 bytes become when they are decoded.
/* eslint-disable no-control-regex -- finding control characters is what this check is for */
const UNSAFE_LINE = /[\u0000-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u
const UNSAFE_MULTILINE =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffd]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/u
/* eslint-enable no-control-regex */

/**
 * True when every engine can store `value` as it is: no control character (a multi-line field keeps
 * its line breaks and tabs), no lone surrogate, no trace of invalid UTF-8 (docs/decisions/150).
 * Whitespace at either end is not judged: every field trims it away.
 */
export function isStorableText(value: string, opts: { multiline?: boolean } = {}): boolean {
  return !(opts.multiline ? UNSAFE_MULTILINE : UNSAFE_LINE).test(value.trim())
}

/**
 * The shared text check, as the first stage of a field's pipe: a string that is not storable fails
 * here with `message` under its field: the admin's forms say UNSAFE_TEXT_MESSAGE, a public form
 * gives its key (message-keys.ts). Anything else goes on unchanged to the field's own rules.
 */
export function storableText(opts: { multiline?: boolean; message?: string } = {}) {
  const { message = UNSAFE_TEXT_MESSAGE } = opts
  return z.transform<unknown, unknown>((v, ctx) => (typeof v === 'string' && !isStorableText(v, opts) ? fail(ctx, message) : v))
}

export { z }
