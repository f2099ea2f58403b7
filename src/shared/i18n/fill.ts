/** A catalogue text with its `{name}` placeholders filled: fill('Hello {name}', { name: 'Asha' }). */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole))
}
