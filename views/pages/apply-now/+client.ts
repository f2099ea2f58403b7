import { onFirstTouch } from '../../islands/on-first-touch'

// The form and the tabs beside it are plain HTML until the visitor first touches the form; then React
// and the island load and take over. Until then a tab is a link the server answers (docs/decisions/130).
onFirstTouch('#island-apply form', async () => {
  const [{ hydrateIsland }, { ApplyLayout }] = await Promise.all([import('../../islands/hydrate-island'), import('./ApplyLayout')])
  hydrateIsland('apply', ApplyLayout)
})
