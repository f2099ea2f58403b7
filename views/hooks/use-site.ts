import { usePageContext } from 'vike-react/usePageContext'
import { defaultSite } from '#src/shared/content/site'

export function useSite() {
  return usePageContext().site
}

/** The office hours in the page's language: the bundled hours are the catalogue's; configured ones are shown as configured. */
export function useHours(): string {
  const { site, messages } = usePageContext()
  return site.hours === defaultSite.hours ? messages.common.defaultHours : site.hours
}
