import { Island } from '#views/islands/Island'
import { BlogList } from './BlogList'

// The list hydrates from +client.ts; without script Delete leads to the confirm page.
export function Page() {
  return <Island id="blog-list" Component={BlogList} />
}
