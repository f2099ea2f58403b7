import { faqs } from '../../../src/shared/content/faq'
import { faqPage } from '../../../src/shared/structured-data'
import { JsonLd } from '../../components/JsonLd'

export function Head() {
  return <JsonLd data={faqPage(faqs)} />
}
