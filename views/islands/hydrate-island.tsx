import { useEffect, type ComponentType } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import type { PageContext } from 'vike/types'
import { islandContextId, islandId } from './island-context'

/** Calls `onLive` once React has committed the island. */
function Committed({ onLive }: { onLive: () => void }) {
  useEffect(onLive, [onLive])
  return null
}

/**
 * Hydrates one <Island> with React alone: no Vike client runtime, no client router (docs/decisions/086).
 * The component reads the same usePageContext()/useData() values the server rendered it with.
 */
export function hydrateIsland(id: string, Component: ComponentType) {
  const root = document.getElementById(islandId(id))
  const json = document.getElementById(islandContextId(id))?.textContent
  if (!root || !json) return
  const pageContext = JSON.parse(json) as PageContext
  hydrateRoot(
    root,
    <VikeReactProviderPageContext pageContext={pageContext}>
      <Component />
      {/* Marks the root for whoever waits on a live island (the tests' touchIsland). */}
      <Committed onLive={() => root.setAttribute('data-live', '')} />
    </VikeReactProviderPageContext>,
  )
}
