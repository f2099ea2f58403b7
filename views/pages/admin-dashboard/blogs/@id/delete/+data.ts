import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { postNotFound } from '#src/shared/schemas/blog'

export async function data(pageContext: PageContextServer) {
  const post = await pageContext.services.blogPost(pageContext.routeParams.id ?? '')
  if (!post) throw render(404, { ...postNotFound, link: { href: '/admin-dashboard/blogs', label: 'All blogs' } })
  return { post }
}

export type Data = Awaited<ReturnType<typeof data>>
