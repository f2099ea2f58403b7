/**
 * A form's messages in the page's language. Schemas speak English (the JSON API answers in English,
 * docs/i18n.md); a page shows each message under the same key of its own catalogue's table:
 * `english` is a schema's message table, `local` the catalogue's table with the same keys. A message
 * not in the table (there should be none) is shown as it came.
 */
export function translateErrors<K extends string>(
  errors: Record<string, string>,
  english: Readonly<Record<K, string>>,
  local: Readonly<Record<K, string>>,
): Record<string, string> {
  const keyOf = new Map<string, K>(Object.entries(english).map(([key, text]) => [text as string, key as K]))
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const key = keyOf.get(message)
      return [field, key === undefined ? message : local[key]]
    }),
  )
}
