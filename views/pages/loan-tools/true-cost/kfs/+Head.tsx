// An illustration for the visitor's own figures: useful to print, not a page for search results.
export function Head() {
  return <meta name="robots" content="noindex" />
}
