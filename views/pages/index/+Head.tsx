// The hero's first card is the largest image above the fold on medium and larger screens.
export function Head() {
  return <link rel="preload" as="image" href="/images/hero/card-1.webp" type="image/webp" media="(min-width: 768px)" fetchPriority="high" />
}
