/** Cuts text to `max` characters and adds '...' only when something was cut (SPEC.md display limits). */
export function cut(text: string, max: number, ellipsis = '...'): string {
  return text.length > max ? `${text.slice(0, max)}${ellipsis}` : text
}
