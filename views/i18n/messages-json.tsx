import type { Messages } from '#src/shared/i18n'
import { scriptJson } from '../script-json'
import { messagesElementId as elementId } from './read-messages'
import { useMessages } from './use-i18n'

/**
 * The parts of the page's catalogue that its browser script reads, as JSON beside the HTML: a script
 * never bundles a catalogue, so a Hindi page ships the same script as its English twin (docs/i18n.md).
 * A part read in the browser holds only text ({name} placeholders, filled with fill()), never functions.
 */
export function MessagesJson({ parts }: { parts: readonly (keyof Messages)[] }) {
  const messages = useMessages()
  return parts.map((part) => (
    <script key={part} type="application/json" id={elementId(part)} dangerouslySetInnerHTML={{ __html: scriptJson(messages[part]) }} />
  ))
}
