/** What an error page tells the visitor; a +data hook passes one with `throw render(404, reason)`. */
export interface NotFoundReason {
  title: string
  text: string
  /** Where to go instead. */
  link: { href: string; label: string }
}

const home = { href: '/', label: 'Go to the home page' }

/** Any address that matches no page (docs/product.md §19 Errors and success messages). */
export const pageNotFound: NotFoundReason = {
  title: 'Page not found',
  text: 'The page you asked for does not exist. It may have moved.',
  link: home,
}

export const serverError: NotFoundReason = {
  title: 'Something went wrong',
  text: 'Something went wrong. Please try again later.',
  link: home,
}

/** An unknown slug under /services (docs/product.md §6 Service pages). */
export const serviceNotFound: NotFoundReason = { title: 'Service Not Found', text: 'The selected service does not exist.', link: home }

/** What the error page shows: the reason a +data hook gave for its 404, any other 404, or a server error. */
export function errorReason(pageContext: { is404?: boolean | null; abortReason?: NotFoundReason }): NotFoundReason {
  return pageContext.is404 ? (pageContext.abortReason ?? pageNotFound) : serverError
}
