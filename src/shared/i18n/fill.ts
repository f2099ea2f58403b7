// Placeholders the compiler checks (docs/decisions/216). The English catalogue is `as const`, so each
// of its texts is known to the compiler word for word; `Translation` turns that into the catalogue's
// type, where a text is any string holding the same {placeholders}, and fill() asks for exactly those.

/** The placeholder names of a literal text: Names<'{n} of {total}'> is 'n' | 'total'. */
export type Names<S extends string> = S extends `${string}{${infer N}}${infer Rest}` ? N | Names<Rest> : never

type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never

declare const placeholders: unique symbol

/**
 * A catalogue text with the placeholders N: any string that holds every `{name}` of N (in any order,
 * as another language's word order needs), marked with N so that fill() knows them.
 */
export type Text<N extends string = never> = ([N] extends [never]
  ? string
  : Intersect<N extends string ? `${string}{${N}}${string}` : never>) & {
  readonly [placeholders]?: [N]
}

/**
 * The catalogue's type from the English `as const` catalogue: each text becomes a Text with its
 * placeholders, lists keep their length, figures and functions stay as they are. Another language's
 * module `satisfies Translation<typeof en>`, so a text there that drops a placeholder fails the typecheck.
 */
export type Translation<T> = T extends string
  ? string extends T
    ? string
    : Text<Names<T>>
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends (...args: never[]) => unknown
        ? T
        : { readonly [K in keyof T]: Translation<T[K]> }

/** The placeholders fill() asks for: a Text's own, a literal's, or any for a text known only as a string. */
export type NamesOf<T extends string> = T extends { readonly [placeholders]?: [infer N] } ? N : string extends T ? string : Names<T>

/** A value of type V for every placeholder, and none for a placeholder the text does not have. */
export type Slots<T extends string, V> = [NamesOf<T>] extends [never] ? Record<string, never> : Record<NamesOf<T>, V>

export type Values<T extends string> = Slots<T, string | number>

/** A catalogue text with its `{name}` placeholders filled: fill('Hello {name}', { name: 'Asha' }). */
export function fill<T extends string>(template: T, values: Values<T>): string {
  const given: Record<string, string | number> = values
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(given, name) ? String(given[name]) : whole))
}
