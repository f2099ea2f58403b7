import type { PageContextServer } from 'vike/types'
import { adminBase } from '../admin-data'

export async function data(pageContext: PageContextServer) {
  return { ...adminBase(pageContext), posts: await pageContext.services.allPosts() }
}

export type Data = Awaited<ReturnType<typeof data>>
