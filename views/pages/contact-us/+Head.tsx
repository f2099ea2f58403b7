import { usePageContext } from 'vike-react/usePageContext'
import { CONTACT_FORM } from '#src/shared/content/contact'
import { timings } from '#src/shared/content/business'
import { useHref } from '#views/i18n/use-i18n'

// After a stored enquiry the page goes home in 3 s; without JavaScript this meta refresh does it
// (docs/product.md §9 Contact form, docs/decisions/041). With JavaScript, ContactForm's timer does.
// Home is the page's own language's home: / or /hi.
export function Head() {
  const { formState } = usePageContext()
  const href = useHref()
  if (formState?.form !== CONTACT_FORM || formState.status !== 'success') return null
  return <meta httpEquiv="refresh" content={`${timings.contactRedirectMs / 1000};url=${href('/')}`} />
}
