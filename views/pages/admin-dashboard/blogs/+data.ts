import type { PageContextServer } from 'vike/types'
import { displayLimits } from '#src/shared/content/business'
import { cut } from '#src/shared/format/text'

// Only what the table shows goes to the browser: a post's content can be 50,000 characters.
export async function data(pageContext: PageContextServer) {
  const posts = (await pageContext.services.allPosts()).map((p) => ({
    id: p.id,
    title: p.title,
    content: cut(p.content, displayLimits.adminContent),
    category: p.category,
    language: p.language,
    createdAt: p.createdAt,
  }))
  return { posts }
}

export type Data = Awaited<ReturnType<typeof data>>
export type AdminPostRow = Data['posts'][number]
