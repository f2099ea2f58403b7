import type { Knex } from 'knex'
import type { TrackPages } from '#src/shared/track'
import { readTrackToken } from './track-token.server'
import { trackView } from './track.service.server'

/** The tracker's read for its +data hook (pageContext.services.track): only a valid look-up token opens a view. */
export function createTrackPages(db: Knex, secret: string): TrackPages {
  return {
    view: async (token) => {
      const id = readTrackToken(secret, token)
      return id === null ? null : trackView(db, id)
    },
  }
}
