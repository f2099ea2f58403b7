import { render } from 'vike/abort'

const notFound = (what: string) =>
  render(404, {
    title: `${what} not found`,
    text: `No ${what.toLowerCase()} has this number. It may have been removed.`,
    link: { href: '/admin-dashboard/lenders', label: 'All lenders' },
  })

/** An address's id, or the admin's 404 page for anything that is not one. */
export function idParam(raw: string | undefined, what: 'Lender' | 'Product'): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw notFound(what)
  return Number(raw)
}

/** The read's value, or the 404 page when it found nothing. */
export function found<T>(value: T | null, what: 'Lender' | 'Product'): T {
  if (value === null) throw notFound(what)
  return value
}
