// What the Hindi stories visit and measure on a page (docs/i18n.md).
import { loanTools } from '#src/shared/content/loan-tools-nav'
import { serviceSlugs } from '#src/shared/content/services'

/** Every public page that has a Hindi twin (issue 26's list), by its English address. */
export const publicPages = [
  '/',
  '/about',
  ...serviceSlugs.map((s) => `/services/${s}`),
  '/service-details',
  '/emi-calculator',
  '/loan-tools',
  ...loanTools.map((t) => t.href),
  '/loan-tools/true-cost/kfs',
  '/apply-now',
  '/contact-us',
  '/track',
  '/track/forgot',
  '/disclosures',
  '/how-we-match',
  '/offers',
  '/is-this-us',
  '/blog',
  '/termsandcondition',
  '/privacypolicy',
]

/** A page's Hindi twin: `/` → `/hi`, `/about` → `/hi/about`. */
export const hindi = (path: string) => (path === '/' ? '/hi' : `/hi${path}`)

/** The visible text of a page's <main>, without scripts, styles or tags. */
export function mainText(html: string): string {
  const main = /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? ''
  return main
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The share of a text's letters that are Devanagari: letters only (Unicode category L), so vowel
 * signs count for nothing and a Hindi word is not favoured over an English one of the same length.
 */
export function devanagariShare(text: string): number {
  const letters = text.match(/\p{L}/gu) ?? []
  const deva = letters.filter((c) => /\p{Script=Devanagari}/u.test(c))
  return letters.length === 0 ? 0 : deva.length / letters.length
}
