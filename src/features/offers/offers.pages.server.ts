import type { Knex } from 'knex'
import type { OffersPages } from '#src/shared/offers/view'
import { DomainError } from '#src/server/http-error.server'
import { applicationWithPass } from '#src/server/offers-pass.server'
import { offerKfs, offersView } from './offers.service.server'

/** The offers pages' reads (pageContext.services.offers): only a live offers pass opens a view (docs/decisions/220). */
export function createOffersPages(db: Knex, secret: string): OffersPages {
  // An application erased since its pass was given reads as no pass at all.
  const withPass = async <T>(cookieHeader: string | undefined, read: (id: number) => Promise<T>): Promise<T | null> => {
    const id = applicationWithPass(secret, cookieHeader)
    if (id === null) return null
    try {
      return await read(id)
    } catch (err) {
      if (err instanceof DomainError && err.kind === 'not-found') return null
      throw err
    }
  }
  return {
    view: (cookieHeader, tenure) => withPass(cookieHeader, (id) => offersView(db, id, tenure)),
    kfs: async (cookieHeader, productId, tenure) => (await withPass(cookieHeader, (id) => offerKfs(db, id, productId, tenure))) ?? null,
  }
}
