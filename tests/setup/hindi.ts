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

/**
 * Latin words a Hindi page keeps, as Indian banks' Hindi pages print them (docs/i18n.md's glossary):
 * loan words and abbreviations, the brand, the letters of a formula, and names of banks and apps.
 * The HTTP story (tests/http/hindi-labels.test.ts) and the browser story (tests/e2e/hindi-no-english.test.ts)
 * share it.
 */
export const KEPT =
  /^(EMI|CIN|ABCDE|i|ii|iii|iv|EMIs|PAN|KYC|APR|CIBIL|GST|NBFC|RBI|KFS|IFSC|OTP|FOIR|LSP|ITR|IRR|MCLR|FBIL|EPI|SMS|IP|URL|UPI|JSON|CSV|PDF|ID|bps|Loan|Partner|WhatsApp|HDFC|SBI|ICICI|Axis|Bank|DD|MM|YYYY|[A-Za-z])$/

/** E-mail and web addresses, written in full or as a bare host (`cms.rbi.org.in`, `trivan-bank.example`, `www.`). */
const ADDRESSES = /\S+@\S+|https?:\/\/\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:in|com|org|example)\b|\bwww\./g

/** Codes and numbers with letters in them: a reference (LP-2611-7K3M9Q), a CIN, a registration (BANK-000001). */
const CODES = /[A-Za-z0-9-]*\d[A-Za-z0-9-]*/g

/**
 * The English words left in a text once e-mail and web addresses, codes and the names data or
 * configuration gives (`names`: the lenders' (docs/decisions/201), the company's identity and
 * address) are taken out, and the words of KEPT.
 */
export const englishWords = (text: string, names: readonly string[] = []): string[] =>
  [...names]
    .sort((a, b) => b.length - a.length)
    .reduce((t, name) => t.replaceAll(name, ' '), text)
    .replace(ADDRESSES, ' ')
    .replace(CODES, ' ')
    .split(/[^A-Za-z]+/)
    .filter((w) => w !== '' && !KEPT.test(w))
