/** Cuts text to `max` characters and adds '...' only when something was cut (the limits of docs/product.md §20 Business constants). */
export function cut(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text
}

const MARKUP_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

/** Text made safe inside HTML or XML, in an element or a quoted attribute (the one escaper for strings built by hand). */
export const escapeMarkup = (s: string): string => s.replace(/[&<>"']/g, (c) => MARKUP_ESCAPES[c]!)
