// "Is this really us?" (issue 45, docs/decisions/205): where the page is, the query key its GET form
// sends, and where a borrower who was not talking to us goes next. The words are the catalogue's
// `isThisUs` part (src/shared/i18n/en/isThisUs.ts, and its Hindi twin).

export const isThisUsHref = '/is-this-us'

/** The form's one field: what was typed travels in the address, so the page is never kept (docs/decisions/206). */
export const IS_THIS_US_FIELD = 'value'

/** The national cybercrime helpline (Ministry of Home Affairs, I4C). */
export const cyberHelpline = '1930'
/** The National Cyber Crime Reporting Portal. */
export const cybercrimePortal = { href: 'https://cybercrime.gov.in', label: 'cybercrime.gov.in' }
/**
 * RBI's directory of digital lending apps ("DLAs deployed by Regulated Entities", under Citizen's
 * Corner, since 1 July 2025). RBI serves it as a report with no lasting address of its own, so the
 * link is RBI's home page and the words give the way from there (docs/decisions/205).
 */
export const rbiDlaDirectory = { href: 'https://www.rbi.org.in/', label: 'rbi.org.in' }
