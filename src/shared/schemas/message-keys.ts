import type formErrors from '../i18n/en/formErrors'

// A public form's schema says what is wrong with a key, never with words (docs/i18n.md): the
// catalogue's `formErrors` part words each key in each language, and whoever shows a message (the
// server's answer to a refused form, a page's script) looks the key up in its own language. The
// schemas run in the browser too, so this module imports the catalogue's type only, never its text.

/** A message of the public forms' schemas: a key of the catalogue's formErrors part. */
export type FormErrorKey = keyof typeof formErrors

/**
 * Every key by its own name, `formErrorKeys.dobRequired === 'dobRequired'`, for a schema to write its
 * messages with: a misspelt or unknown key fails `npm run typecheck` (message-keys.test.ts).
 */
export const formErrorKeys = new Proxy({}, { get: (_, name) => name }) as { readonly [K in FormErrorKey]: K }
