import { usePageContext } from 'vike-react/usePageContext'
import { faqs } from '../../../src/shared/content/faq'
import { siteText } from '../../../src/shared/content/site'
import { faqPage } from '../../../src/shared/structured-data'
import { JsonLd } from '../../components/JsonLd'

export function Head() {
  const { site } = usePageContext()
  return <JsonLd data={faqPage(faqs.map((f) => ({ ...f, answer: siteText(f.answer, site) })))} />
}
