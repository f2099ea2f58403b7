import { listLoanTypes } from '../features/loan-types/loan-types.service.server'
import { getLender, getProduct, listLenders } from '../features/lenders/lenders.service.server'
import { selectPublicLenders } from '../server/tables/lenders.server'
import { DomainError } from '../server/http-error.server'
import { createLeadDeskPages } from '../features/leads/lead-desk.pages.server'
import { createFollowUpPages } from '../features/leads/follow-ups.pages.server'
import { funnelPage } from '../features/leads/funnel.service.server'
import { createTrackPages } from '../features/track/track.pages.server'
import { createOffersPages } from '../features/offers/offers.pages.server'
import { adminOverview } from '../features/admin-dashboard/admin-overview.service.server'
import { twoFactorIsOn, twoFactorPage } from '../features/admin-auth/two-factor.service.server'
import { listPosts } from '../server/tables/blog-posts.server'
import { blogListing, getPost, latestPosts, toPost, toSummary } from '../features/blog/blog.service.server'
import type { PageServices } from '../shared/page-services'
import type { Db } from '../server/db.server'
import { isPostgresUrl, type Env } from '../server/env.server'
import { withCodeOnlyErrors } from '../server/http-error.server'
import { outboxPages } from '../server/outbox.server'
import type { Secrets } from '../server/secrets.server'
import { siteFromEnv } from '../server/site.server'

/** A page's read: null for what does not exist (the page answers 404), any other failure as it is. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (err) {
    if (err instanceof DomainError && err.kind === 'not-found') return null
    throw err
  }
}

export function createPageServices(db: Db, secrets: Secrets, env: Env): PageServices {
  // In production on PostgreSQL the dashboard asks for two-factor sign-in until it is on (docs/decisions/156).
  const twoFactor = {
    issuer: siteFromEnv(env).brandName,
    nudge: env.NODE_ENV === 'production' && isPostgresUrl(env.DATABASE_URL),
    required: env.REQUIRE_ADMIN_2FA,
  }
  return withCodeOnlyErrors({
    latestPosts: (limit, language) => latestPosts(db, limit, language),
    blogListing: (query) => blogListing(db, query),
    blogPost: async (id) => {
      const row = await getPost(db, id)
      return row ? toPost(row) : null
    },
    allPosts: async () => (await listPosts(db)).map(toSummary),
    sitemapPosts: async () => (await listPosts(db)).map((r) => ({ id: String(r.id), updatedAt: r.updated_at })),
    adminOverview: () => adminOverview(db),
    loanTypes: () => listLoanTypes(db),
    lenders: {
      shown: () => selectPublicLenders(db),
      all: () => listLenders(db),
      one: (id) => orNull(getLender(db, id)),
      product: (id) => orNull(getProduct(db, id)),
    },
    leads: createLeadDeskPages(db),
    followUps: createFollowUpPages(db),
    funnel: (query) => funnelPage(db, query),
    track: createTrackPages(db, secrets.sessionSecret),
    offers: createOffersPages(db, secrets.sessionSecret),
    twoFactor: (email) => twoFactorPage(db, secrets.dataKeys, email, twoFactor),
    mustEnrolFirst: async (email) => env.REQUIRE_ADMIN_2FA && !(await twoFactorIsOn(db, email)),
    outbox: outboxPages(db, env.SMTP_URL !== undefined),
    async ping() {
      await db.raw('select 1')
      return true
    },
  })
}
