import type { Knex } from 'knex'
import type { OffersPages } from '#src/shared/offers/view'
import { applicationWithPass } from '#src/server/offers-pass.server'
import { offerKfs, offersView } from './offers.service.server'

/** The offers pages' reads (pageContext.services.offers): only a live offers pass opens a view (docs/decisions/220). */
export function createOffersPages(db: Knex, secret: string): OffersPages {
  const withPass = async <T>(cookieHeader: string | undefined, read: (id: number) => Promise<T>): Promise<T | null> => {
    const id = applicationWithPass(secret, cookieHeader)
    return id === null ? null : read(id)
  }
  return {
    view: (cookieHeader, tenure) => withPass(cookieHeader, (id) => offersView(db, id, tenure)),
    kfs: async (cookieHeader, productId, tenure) => (await withPass(cookieHeader, (id) => offerKfs(db, id, productId, tenure))) ?? null,
  }
}
