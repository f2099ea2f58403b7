import { listLoanTypes } from '../features/loan-types/loan-types.service'
import { createLeadDeskPages } from '../features/leads/lead-desk.pages'
import { createTrackPages } from '../features/track/track.pages'
import { adminOverview } from '../features/admin-dashboard/admin-overview.service'
import { listPosts } from '../features/blog/blog.repo'
import { blogListing, getPost, latestPosts, toPost, toSummary } from '../features/blog/blog.service'
import type { PageServices } from '../shared/page-services'
import { issueDisplayToken } from './auth-tokens.server'
import type { Db } from './db.server'
import { withCodeOnlyErrors } from './http-error'
import type { Secrets } from './secrets.server'

export function createPageServices(db: Db, secrets: Secrets): PageServices {
  return withCodeOnlyErrors({
    latestPosts: (limit) => latestPosts(db, limit),
    blogListing: (query) => blogListing(db, query),
    blogPost: async (id) => {
      const row = await getPost(db, id)
      return row ? toPost(row) : null
    },
    allPosts: async () => (await listPosts(db)).map(toSummary),
    sitemapPosts: async () => (await listPosts(db)).map((r) => ({ id: String(r.id), updatedAt: r.updated_at })),
    adminOverview: () => adminOverview(db),
    adminDisplayToken: (email) => issueDisplayToken(secrets.sessionSecret, email),
    loanTypes: () => listLoanTypes(db),
    leads: createLeadDeskPages(db),
    track: createTrackPages(db, secrets.sessionSecret),
    async ping() {
      await db.raw('select 1')
      return true
    },
  })
}
