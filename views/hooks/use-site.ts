import { usePageContext } from 'vike-react/usePageContext'

export function useSite() {
  return usePageContext().site
}
