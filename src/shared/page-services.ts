// What +data hooks may ask of the server. Pages import only src/shared (docs/decisions/002), so the server
// hands them this facade through pageContext; src/app/page-services.server.ts implements it.
// Each feature adds the reads its pages need.
import type { AdminOverview, BlogLanguage, BlogListing, BlogPost, BlogSummary } from './blog-types'
import type { LenderProduct, LenderWithProducts, PublicLender } from './content/lenders'
import type { LoanTypeTerms } from './content/loan-types'
import type { FunnelPage } from './funnel'
import type { LeadDeskPages } from './leads'
import type { FollowUpPages } from './follow-ups'
import type { OffersPages } from './offers/view'
import type { OutboxPages } from './outbox'
import type { TrackPages } from './track'
import type { TwoFactorPage } from './two-factor'

export interface PageServices {
  /** The newest posts, newest first; with a language, the posts in it come first (docs/decisions/175). */
  latestPosts(limit: number, language?: BlogLanguage): Promise<BlogSummary[]>
  /** /blog: one page of cards in a language (search ?q=, ?category=, ?page=), the other language's matches, the category counts and 'Past Post'. */
  blogListing(query: { q?: string; category?: string; page?: number; language?: BlogLanguage }): Promise<BlogListing>
  /** One post, or null for an unknown id (/single-blog/:id, the admin edit and delete pages). */
  blogPost(id: string): Promise<BlogPost | null>
  /** Every post, newest first (the admin blog table). */
  allPosts(): Promise<BlogSummary[]>
  /** Posts for the sitemap: id and last change. */
  sitemapPosts(): Promise<{ id: string; updatedAt: string }[]>
  /** The admin dashboard's figures; applications and enquiries are null until their tables exist. */
  adminOverview(): Promise<AdminOverview>
  /** The apply page's loan-type tabs, in tab order, as the admin last set them. */
  loanTypes(): Promise<LoanTypeTerms[]>
  /** The lenders and their products (docs/decisions/201). */
  lenders: {
    /** The active lenders, as /disclosures and the home strip show them. */
    shown(): Promise<PublicLender[]>
    /** Every lender with its products (the admin's list). */
    all(): Promise<LenderWithProducts[]>
    /** One lender with its products, or null for an unknown id. */
    one(id: number): Promise<LenderWithProducts | null>
    /** One product and its lender, or null for an unknown id. */
    product(id: number): Promise<{ lender: LenderWithProducts; product: LenderProduct } | null>
  }
  /** The admin lead desk's lists and details (applications, enquiries, audit log). */
  leads: LeadDeskPages
  /** Follow-ups: the Today page, the dashboard's counts and a lead's calls (docs/decisions/229, 230). */
  followUps: FollowUpPages
  /** The funnel, for the months of the GET form's ?from= and ?to= (docs/decisions/232). */
  funnel(query: Record<string, string | undefined>): Promise<FunnelPage>
  /** The applicant's tracker: the application a look-up token names (docs/decisions/100). */
  track: TrackPages
  /** The borrower's matching offers and their KFS, behind the offers pass (docs/decisions/220). */
  offers: OffersPages
  /** The admin's two-factor sign-in: on or off, a pending enrolment's secret and QR code, the banner (docs/decisions/155). */
  twoFactor(email: string): Promise<TwoFactorPage>
  /** REQUIRE_ADMIN_2FA and two-factor still off: every admin page but enrolment is shut (docs/decisions/156, 195). */
  mustEnrolFirst(email: string): Promise<boolean>
  /** The e-mail outbox: the dashboard's line and the admin's Outbox page (docs/decisions/140). */
  outbox: OutboxPages
  /** Reports whether the database answers; the health page and tests use it. */
  ping(): Promise<boolean>
}
