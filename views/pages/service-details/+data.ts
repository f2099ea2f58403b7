import type { PageContextServer } from 'vike/types'
import { overviewImages, serviceSlugs } from '#src/shared/content/services'

// Server-side, so the six services' full copy stays out of the shared JavaScript (docs/decisions/012).
// The words are the page's language's (the catalogue's `services` part).
export function data(pageContext: PageContextServer) {
  const t = pageContext.messages.services
  return {
    page: { ...t.overview, images: overviewImages },
    loans: serviceSlugs.map((slug) => {
      const { title, description, facts } = t.pages[slug]
      return { slug, title, description, facts: facts.slice(0, 3) }
    }),
  }
}

export type Data = ReturnType<typeof data>
