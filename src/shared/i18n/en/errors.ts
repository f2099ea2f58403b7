// The error pages' words (docs/product.md §19 Errors and success messages): the reasons the 404 page
// gives (src/shared/content/not-found.ts) and the plain page the server answers with when an error
// happens outside page rendering (src/server/error-page.server.ts).

export default {
  /** A reason's title and text; its link's address and key stay with the reason. */
  reasons: {
    page: { title: 'Page not found', text: 'The page you asked for does not exist. It may have moved.' },
    server: { title: 'Something went wrong', text: 'Something went wrong. Please try again later.' },
    service: { title: 'Service Not Found', text: 'The selected service does not exist.' },
  },
  /** The labels of the links a reason offers, by its link's key. */
  links: { home: 'Go to the home page' },
  ourServices: 'Our loan services',
  /** What the plain error page says for each status (src/server/middleware/errors.server.ts). */
  statuses: {
    400: 'The request could not be read.',
    403: 'This request was refused.',
    404: 'Page not found.',
    409: 'This has changed meanwhile. Please reload and try again.',
    413: 'The request is too large.',
    415: 'This content type is not supported.',
    422: 'Some details are not valid.',
    429: 'Too many requests. Please wait a few minutes and try again.',
    500: 'Something went wrong. Please try again later.',
  },
} as const
