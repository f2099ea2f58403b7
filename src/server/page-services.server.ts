import type { PageServices } from '../shared/page-services'
import type { Db } from './db.server'

export function createPageServices(db: Db): PageServices {
  return {
    // Replaced by the blog feature's repository when the blog table exists (issue 7).
    latestPosts: async () => [],
    async ping() {
      await db.raw('select 1')
      return true
    },
  }
}
