// What +data hooks may ask of the server. Pages import only src/shared (STYLE.md), so the server
// hands them this facade through pageContext; src/server/page-services.server.ts implements it.
// Each feature adds the reads its pages need.
import type { BlogSummary } from './blog-types'

export interface PageServices {
  /** The newest posts, newest first (the blog issue implements it). */
  latestPosts(limit: number): Promise<BlogSummary[]>
  /** Reports whether the database answers; the health page and tests use it. */
  ping(): Promise<boolean>
}
