import { scriptJson } from '../script-json'

/** Structured data for search engines, as raw markup made safe by scriptJson. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(data) }} />
}
