import type { LeadChart } from './lead-charts'
import type { RequestCounts } from './request-queue'

/** The languages a post can be written in (docs/decisions/175); the admin form and the API choose one. */
export const blogLanguages = ['en', 'hi'] as const
export type BlogLanguage = (typeof blogLanguages)[number]

/** A post as the public pages list it (home teaser, /blog cards, 'Past Post'). */
export interface BlogSummary {
  id: string
  title: string
  content: string
  category: string
  tag: string
  /** URL of the card-size image (at most 640 px on its longest side). */
  image: string
  /** The language the post is written in. */
  language: BlogLanguage
  createdAt: string
}

/** One whole post (/single-blog/:id, the admin edit page). Image fields are URLs under /uploads/. */
export interface BlogPost {
  id: string
  title: string
  content: string
  category: string
  tag: string
  image: string
  imageCard: string
  image1: string | null
  image2: string | null
  /** The language the post is written in. */
  language: BlogLanguage
  createdAt: string
  updatedAt: string
}

/**
 * What /blog shows: one page of cards in the page's language, the posts of the other language that
 * match the same search (under a heading of their own, docs/decisions/175), the category counts and 'Past Post'.
 */
export interface BlogListing {
  /** The page's language: `posts`, `total` and `past` are in it. */
  language: BlogLanguage
  posts: BlogSummary[]
  total: number
  page: number
  pages: number
  q: string
  category: string | null
  /** Posts in the other language that match the same search and category, newest first, at most one page. */
  others: { language: BlogLanguage; posts: BlogSummary[]; total: number }
  /** Every post in each category, in either language (both lists show them). */
  counts: { category: string; count: number }[]
  past: BlogSummary[]
}

/** The admin dashboard's overview. Personal data is limited to what the admin needs to recognise a row. */
export interface AdminOverview {
  posts: { count: number; newest: { id: string; title: string; createdAt: string } | null }
  applications: { count: number; newest: { label: string; createdAt: string } | null } | null
  enquiries: { count: number; newest: { label: string; createdAt: string } | null } | null
  /** Applicants' open requests and how many are overdue (docs/decisions/146); null when they could not be read. */
  requests: RequestCounts | null
  /** The lead desk's charts (docs/decisions/101); null when they could not be read. */
  charts: LeadChart[] | null
}
