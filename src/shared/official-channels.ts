import { isStorableText } from './schemas/z'

// "Is this really us?" (issue 45, docs/decisions/205): the company's official channels, all from
// configuration, and whether a phone number, e-mail address, web address or UPI ID someone was given
// is one of them. The match is exact after normalising only how people write each kind (+91 or 0 and
// spaces, case, `www.`, a trailing slash); a look-alike is never ours, and the answer says so.

export type ChannelKind = 'phone' | 'email' | 'web' | 'upi'

export interface OfficialChannels {
  /** Web addresses as hosts: lower case, without `www.`, with a port when not the default. */
  websites: string[]
  /** Phone numbers as configured, one per number however often it is configured. */
  phones: string[]
  /** E-mail addresses in lower case. */
  emails: string[]
  /** The WhatsApp number behind the chat link, as `+91 98765 43210`; null when the link is not WhatsApp's. */
  whatsapp: string | null
}

/** Longer than any address or phone number a message carries; what is longer is not read. */
export const MAX_CHECKED_LENGTH = 2_000

/** What people put between a phone number's digits. */
const PHONE_SEPARATORS = /[\s\-().\u00a0]/g

/** Ten digits for an Indian number written with its trunk 0: `080 4000 1234` is `8040001234`. */
const national = (digits: string) => (digits.length === 11 && digits.startsWith('0') ? digits.slice(1) : digits)

/**
 * A phone number's key: an Indian number's national digits (`+91 98765 43210`, `91 9876543210`,
 * `09876543210` and `098765-43210` are all `9876543210`), another country's `+` and digits; null
 * when the text is not a phone number.
 */
export function phoneKey(raw: string): string | null {
  let s = raw.trim().replace(/^tel:/i, '').replace(PHONE_SEPARATORS, '')
  if (s.startsWith('00')) s = `+${s.slice(2)}`
  if (!/^\+?\d{6,15}$/.test(s)) return null
  if (s.startsWith('+')) return s.startsWith('+91') ? national(s.slice(3)) : s
  if (s.length === 12 && s.startsWith('91')) return s.slice(2)
  return national(s)
}

/**
 * A web address's key: its host in lower case without `www.`, with a port when it is not the
 * default. Read as a browser reads it, so `loanpartner.in@evil.example` is evil.example's and an
 * address in another script is its punycode. Any page of the site is the site. Null when it is not
 * an http(s) address of a named host.
 */
export function webKey(raw: string): string | null {
  const s = raw.trim()
  // A bare number is not a host, though a browser would read `12345` as the address 0.0.48.57.
  if (!/[.[]|localhost/i.test(s)) return null
  const scheme = /^([a-z][a-z\d+.-]*):\/\//i.exec(s)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return null
  let url: URL
  try {
    url = new URL(scheme === undefined ? `https://${s.replace(/^\/\//, '')}` : s)
  } catch {
    return null
  }
  // A name or credentials before an @ only dress up the real host: that host is what is checked.
  const host = url.hostname.replace(/^www\./, '')
  if (!host.includes('.') && host !== 'localhost' && !host.startsWith('[')) return null
  return url.port ? `${host}:${url.port}` : host
}

/** An e-mail address's key, lower case; `mailto:` and a name before `<address>` fall away. */
export function emailKey(raw: string): string | null {
  const s = (/<([^<>]*)>\s*$/.exec(raw)?.[1] ?? raw)
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase()
  return /^[^\s@<>]+@[^\s@<>.]+(\.[^\s@<>.]+)+$/.test(s) ? s : null
}

/** A UPI ID (`name@bank`: a handle with no dot after the @), lower case; null for anything else. */
export function upiKey(raw: string): string | null {
  const s = raw.trim().toLowerCase()
  return /^[a-z\d._-]{2,256}@[a-z][a-z\d]{1,63}$/.test(s) ? s : null
}

export interface ReadValue {
  kind: ChannelKind
  key: string
}

/** What the text is, and its key; null when it is none of the four kinds. */
export function readValue(raw: string): ReadValue | null {
  const s = raw.trim()
  if (s === '' || s.length > MAX_CHECKED_LENGTH || !isStorableText(s)) return null
  const as = (kind: ChannelKind, key: string | null) => (key === null ? null : { kind, key })
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(s)) return as('web', webKey(s))
  if (/^mailto:/i.test(s) || s.includes('@')) return as('email', emailKey(s)) ?? as('upi', upiKey(s))
  return as('phone', phoneKey(s)) ?? as('web', webKey(s))
}

/** The WhatsApp number of a chat link (`wa.me/<digits>`, `api.whatsapp.com/send?phone=<digits>`), or null. */
export function whatsappNumber(chatUrl: string): string | null {
  let url: URL
  try {
    url = new URL(chatUrl)
  } catch {
    return null
  }
  const host = url.hostname.replace(/^www\./, '')
  const digits = host === 'wa.me' ? url.pathname.slice(1) : /(^|\.)whatsapp\.com$/.test(host) ? (url.searchParams.get('phone') ?? '') : ''
  if (!/^\d{8,15}$/.test(digits)) return null
  return digits.length === 12 && digits.startsWith('91') ? `+91 ${digits.slice(2, 7)} ${digits.slice(7)}` : `+${digits}`
}

/** The official channels from the configured values: each once, websites and e-mails by their key. */
export function officialChannels(configured: {
  websites: string[]
  phones: string[]
  emails: string[]
  chatUrl: string
}): OfficialChannels {
  const once = <T>(values: (T | null)[], key: (v: T) => string | null) => {
    const seen = new Set<string>()
    return values.filter((v): v is T => {
      const k = v === null ? null : key(v)
      if (k === null || seen.has(k)) return false
      seen.add(k)
      return true
    })
  }
  return {
    websites: once(configured.websites.map(webKey), (k) => k),
    phones: once(configured.phones, phoneKey),
    emails: once(configured.emails.map(emailKey), (k) => k),
    whatsapp: whatsappNumber(configured.chatUrl),
  }
}

export type CheckResult =
  | { outcome: 'unreadable' }
  | { outcome: 'ours'; kind: Exclude<ChannelKind, 'upi'>; official: string }
  | { outcome: 'not-ours'; kind: ChannelKind; lookalike: boolean }

/** How many single-character edits turn `a` into `b` (Levenshtein), counted up to `cap`. */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1
  let row = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const next = [i]
    for (let j = 1; j <= b.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1))
    row = next
  }
  return row[b.length]!
}

const lettersAndDigits = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')

/**
 * Whether `raw` is one of the company's channels. Not ours, it is a look-alike when it is within
 * two edits of one of ours (a number one or two digits off, `loanpartmer.in`) or carries the brand's
 * name anywhere in what was typed (`loanpartner-offers.in`, `loanpartner.help@gmail.com`,
 * `https://loanpartner.in@evil.example`): the page then says so plainly.
 */
export function checkValue(raw: string, official: OfficialChannels, brandName: string): CheckResult {
  const read = readValue(raw)
  if (!read) return { outcome: 'unreadable' }
  const phones = [...official.phones, ...(official.whatsapp ? [official.whatsapp] : [])]
  const ours: [key: string | null, shown: string][] =
    read.kind === 'phone'
      ? phones.map((p) => [phoneKey(p), p])
      : read.kind === 'email'
        ? official.emails.map((e) => [e, e])
        : read.kind === 'web'
          ? official.websites.map((w) => [w, w])
          : [] // The company has no UPI ID: it never asks for money to be sent to one (docs/decisions/205).
  const match = ours.find(([key]) => key === read.key)
  if (match && read.kind !== 'upi') return { outcome: 'ours', kind: read.kind, official: match[1] }
  const brand = lettersAndDigits(brandName)
  // The key, and the text as typed in lower case (an address in another script, before punycode).
  const typed = [
    read.key,
    raw
      .trim()
      .toLowerCase()
      .replace(/^https?:\/\/(www\.)?/, ''),
  ]
  const lookalike =
    (brand.length >= 4 && read.kind !== 'phone' && lettersAndDigits(raw).includes(brand)) ||
    [...phones.map(phoneKey), ...official.emails, ...official.websites].some(
      (key) => key !== null && typed.some((t) => editDistance(t, key, 2) <= 2),
    )
  return { outcome: 'not-ours', kind: read.kind, lookalike }
}
