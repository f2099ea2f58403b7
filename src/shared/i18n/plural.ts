// Counted words in the page's language (docs/decisions/215): the catalogue writes a counted text as
// its forms by CLDR plural category, and plural() picks the form Intl.PluralRules names. English puts
// 1 in "one"; Hindi puts 0 and 1 there ("0 महीना", "1 महीना", "2 महीने").
import { LOCALES, type Locale } from './locales'

/** A counted text's forms: `one` and `other` are all that English and Hindi use. */
export interface Plural<T extends string = string> {
  readonly one: T
  readonly other: T
}

const rules = new Map<Locale, Intl.PluralRules>()

/** The form of `forms` that `n` takes in `locale`: plural('hi', 0, { one: '{n} महीना', other: '{n} महीने' }) → '{n} महीना'. */
export function plural<T extends string>(locale: Locale, n: number, forms: Plural<T>): T {
  let rule = rules.get(locale)
  if (!rule) rules.set(locale, (rule = new Intl.PluralRules(LOCALES[locale].htmlLang)))
  return rule.select(n) === 'one' ? forms.one : forms.other
}
