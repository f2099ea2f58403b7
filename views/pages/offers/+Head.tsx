// One borrower's offers: never a page for search results.
export function Head() {
  return <meta name="robots" content="noindex" />
}
