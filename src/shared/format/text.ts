/** Cuts text to `max` characters and adds '...' only when something was cut (the limits of docs/product.md §20 Business constants). */
export function cut(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text
}

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML or XML, in an element or a quoted attribute (the one escaper for strings built by hand). */
export const escapeMarkup = (s: string): string => s.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!)

/**
 * Text as lines of at most `width` characters, broken at spaces (a longer word keeps its own line):
 * a chart's axis label that would otherwise be clipped on a phone ('Erased (purpose removed)').
 */
export function wrapWords(text: string, width: number): string[] {
  const lines: string[] = []
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1)
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`
    else lines.push(word)
  }
  return lines.length ? lines : ['']
}
