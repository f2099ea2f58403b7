import type { PageServices } from '../shared/page-services'
import type { Db } from './db.server'

export function createPageServices(db: Db): PageServices {
  return {
    async ping() {
      await db.raw('select 1')
      return true
    },
  }
}
