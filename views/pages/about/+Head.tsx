import { usePageContext } from 'vike-react/usePageContext'
import { siteText } from '#src/shared/content/site'
import { faqPage } from '#src/shared/structured-data'
import { JsonLd } from '#views/components/JsonLd'
import { useHtmlLang } from '#views/i18n/use-i18n'

/** The FAQ as schema.org's FAQPage, in the page's language. */
export function Head() {
  const { site, messages } = usePageContext()
  const inLanguage = useHtmlLang()
  const entries = messages.about.faq.entries.map((f, i) => ({
    id: i + 1,
    title: siteText(f.title, site),
    answer: siteText(f.answer, site),
  }))
  return <JsonLd data={{ ...faqPage(entries), inLanguage }} />
}
