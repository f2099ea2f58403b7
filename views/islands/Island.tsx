import type { ComponentType } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import type { Messages } from '#src/shared/i18n'
import { scriptJson } from '../script-json'
import { islandContext, islandContextId, islandId } from './island-context'

/**
 * The part of a server-rendered page that the browser makes live (docs/decisions/086). The server
 * renders `Component` here in full, so the page works without script; beside it goes the little of
 * the page context the component reads (data, form state, CSRF token…) as a JSON block, which the
 * page's +client.ts hands to hydrateIsland. `messages` names the parts of the catalogue it reads. No other part of the page is hydrated.
 */
export function Island({ id, Component, messages = [] }: { id: string; Component: ComponentType; messages?: readonly (keyof Messages)[] }) {
  const pageContext = usePageContext()
  const json = scriptJson(islandContext(pageContext, messages))
  return (
    <>
      <div id={islandId(id)} className="island">
        <Component />
      </div>
      <script type="application/json" id={islandContextId(id)} dangerouslySetInnerHTML={{ __html: json }} />
    </>
  )
}
