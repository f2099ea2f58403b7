import type { PageContextServer } from 'vike/types'
import { adminBase } from '../admin-data'

export function data(pageContext: PageContextServer) {
  return adminBase(pageContext)
}
