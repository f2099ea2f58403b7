import { loanServicesPage, navDescriptions, services } from '../../../src/shared/content/services'

// Server-side, so the six services' full copy stays out of the shared JavaScript (docs/decisions/012).
export function data() {
  return {
    page: loanServicesPage,
    loans: navDescriptions.map(({ slug }) => {
      const { title, description, facts } = services[slug]
      return { slug, title, description, facts: facts.slice(0, 3) }
    }),
  }
}

export type Data = ReturnType<typeof data>
