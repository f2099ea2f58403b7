// The site's languages (docs/i18n.md). English lives at the root, every other language under its own
// prefix; adding a language is its catalogue plus one line here.

export const LOCALES = {
  en: { prefix: '', htmlLang: 'en-IN', hreflang: 'en-IN', ogLocale: 'en_IN', dateLocale: 'en-GB', label: 'English' },
  hi: { prefix: '/hi', htmlLang: 'hi', hreflang: 'hi-IN', ogLocale: 'hi_IN', dateLocale: 'hi-IN', label: 'हिन्दी' },
} as const

export type Locale = keyof typeof LOCALES
export const DEFAULT_LOCALE: Locale = 'en'
export const locales = Object.keys(LOCALES) as Locale[]

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && Object.hasOwn(LOCALES, value)
}

/** A stored language tag as a Locale: English for a row or payload written before there was a choice. */
export const storedLocale = (value: unknown): Locale => (isLocale(value) ? value : DEFAULT_LOCALE)

/** The language a path is in, and the path without its language prefix: `/hi/about` → hi, `/about`. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  for (const locale of locales) {
    const { prefix } = LOCALES[locale]
    if (!prefix) continue
    if (pathname === prefix) return { locale, path: '/' }
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) }
  }
  return { locale: DEFAULT_LOCALE, path: pathname }
}

/** The same page in `locale`: `/about` → `/hi/about`, `/` → `/hi`. Keeps a query string. */
export function localizePath(path: string, locale: Locale): string {
  const { prefix } = LOCALES[locale]
  if (!prefix || !path.startsWith('/')) return path
  return path === '/' || path.startsWith('/?') ? `${prefix}${path.slice(1)}` : `${prefix}${path}`
}

/**
 * Paths that exist in every language: the public site. The admin's area, the API and files stay
 * English-only, so `/hi/admin` is simply not a page.
 */
export function hasTwins(path: string): boolean {
  return !/^\/(admin|admin-dashboard|api|uploads|healthz|readyz)(\/|$)/.test(path)
}
