/** Cuts text to `max` characters and adds '...' only when something was cut (the limits of docs/product.md §20 Business constants). */
export function cut(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text
}
