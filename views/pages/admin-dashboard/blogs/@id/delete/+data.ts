import type { PageContextServer } from 'vike/types'
import { adminBase } from '../../../admin-data'

export async function data(pageContext: PageContextServer) {
  const post = await pageContext.services.blogPost(pageContext.routeParams.id ?? '')
  return { ...adminBase(pageContext), post, ...(post ? {} : { httpStatus: 404 }) }
}

export type Data = Awaited<ReturnType<typeof data>>
