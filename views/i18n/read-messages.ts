import type { Messages } from '#src/shared/i18n'

/** The id of the <script type="application/json"> that holds a part of the page's catalogue (messages-json.tsx). */
export const messagesElementId = (part: keyof Messages) => `messages-${part}`

/**
 * In the browser: the part of the catalogue its page wrote with <MessagesJson>. Kept apart from the
 * component so that a plain-DOM script imports neither React nor the page context.
 */
export function readMessages<K extends keyof Messages>(part: K): Messages[K] {
  const json = document.getElementById(messagesElementId(part))?.textContent
  if (!json) throw new Error(`The page has no messages for ${part}`)
  return JSON.parse(json) as Messages[K]
}
