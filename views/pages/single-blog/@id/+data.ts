import type { PageContextServer } from 'vike/types'

export async function data(pageContext: PageContextServer) {
  const post = await pageContext.services.blogPost(pageContext.routeParams.id ?? '')
  return post ? { post } : { post: null, httpStatus: 404 }
}

export type Data = Awaited<ReturnType<typeof data>>
