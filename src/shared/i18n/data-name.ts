// Values the data holds in English (loan purposes, states and cities, the pricing box's lines,
// decision times): the form sends and the database keeps the English, and a page shows the name its
// catalogue gives (`apply.names`). English needs no names; any other language must have every one, and
// a missing name fails loudly instead of showing English on a Hindi page (docs/decisions/217).
import { DEFAULT_LOCALE, type Locale } from './locales'

export class MissingNameError extends Error {
  constructor(locale: Locale, value: string) {
    super(`The ${locale} catalogue has no name for "${value}" (apply.names)`)
  }
}

/** `value` in `locale`'s words: dataName(names, 'hi', 'Wedding') → 'शादी'; English returns it as it is. */
export function dataName(names: Readonly<Record<string, string>>, locale: Locale, value: string): string {
  if (locale === DEFAULT_LOCALE) return value
  const name = names[value]
  if (name === undefined) throw new MissingNameError(locale, value)
  return name
}
