import errors from '../i18n/en/errors'
import type { Translation } from '../i18n/fill'

/** The catalogue's `errors` part, in any language (each is typed as the English one). */
type ErrorsPart = Translation<typeof errors>
type ReasonKey = keyof ErrorsPart['reasons']
type LinkKey = keyof ErrorsPart['links']

interface GivenReason {
  title: string
  text: string
  /** Where to go instead; with a key, its label is the catalogue's errors.links[key] in the page's language. */
  link: { href: string; label: string; key?: LinkKey }
}

/**
 * What an error page tells the visitor; a +data hook passes one with `throw render(404, reason)`. With
 * a key, its title and text are the catalogue's errors.reasons[key], so a Hindi page shows them in
 * Hindi; without (the admin's pages, which are English only), it is shown as given. (A union rather
 * than an optional key: Vike's render() asks for every property of the reason.)
 */
export type NotFoundReason = GivenReason | (GivenReason & { key: ReasonKey })

/** A reason whose words are the catalogue's: in English here, in the page's language on the page. */
export function catalogueReason(key: ReasonKey, link: { href: string; key: LinkKey }): NotFoundReason {
  return { key, ...errors.reasons[key], link: { ...link, label: errors.links[link.key] } }
}

const home = { href: '/', key: 'home' } as const

/** Any address that matches no page (docs/product.md §19 Errors and success messages). */
export const pageNotFound = catalogueReason('page', home)

export const serverError = catalogueReason('server', home)

/** An unknown slug under /services (docs/product.md §6 Service pages). */
export const serviceNotFound = catalogueReason('service', home)

/**
 * What the error page shows, in its language: the reason a +data hook gave for its 404, any other
 * 404, or a server error.
 */
export function errorReason(pageContext: {
  is404?: boolean | null
  abortReason?: NotFoundReason
  messages: { errors: ErrorsPart }
}): NotFoundReason {
  const reason = pageContext.is404 ? (pageContext.abortReason ?? pageNotFound) : serverError
  const { reasons, links } = pageContext.messages.errors
  const words = 'key' in reason ? reasons[reason.key] : reason
  const label = reason.link.key ? links[reason.link.key] : reason.link.label
  return { ...reason, title: words.title, text: words.text, link: { ...reason.link, label } }
}
