import { usePageContext } from 'vike-react/usePageContext'

/** The admin's CSRF token as the hidden field every admin form carries (docs/decisions/003). */
export function Csrf() {
  const { csrfToken } = usePageContext()
  return <input type="hidden" name="_csrf" value={csrfToken ?? ''} />
}
