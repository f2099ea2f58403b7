import { useData } from 'vike-react/useData'
import type { Data } from './+data'

export function Head() {
  const { service } = useData<Data>()
  // The first image is the largest one above the fold.
  return <link rel="preload" as="image" href={service.images[0]} type="image/webp" fetchPriority="high" />
}
