import { inWords, type FieldErrors } from '#src/shared/forms'
import { en } from '#src/shared/i18n/en'

/** The English words of the public forms' message keys: what the JSON API and an English page say. */
export const englishMessages = en.formErrors

/** A schema's field messages (keys) as an English visitor reads them. */
export const inEnglish = (errors: FieldErrors): FieldErrors => inWords(errors, englishMessages)
