/**
 * Structured data for search engines. The one place that writes raw markup: the JSON is ours, and
 * '<' is escaped so that no string inside it can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
