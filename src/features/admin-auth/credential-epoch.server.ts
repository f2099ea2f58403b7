import type { RequestHandler } from 'express'
import type { Knex } from 'knex'
import { revokeApiTokens } from '#src/server/auth-tokens.server'
import { bumpCredentialEpoch, findCredentialEpoch } from './admin-auth.repo.server'

// The admin's credential epoch (docs/decisions/196): it lives on the admin's row, so every process
// reads the same one. A session carries the epoch its sign-in began under.

/**
 * Ends every browser session and every API token of the admin, in every process: a new password,
 * switching two-factor on or off, "Sign out everywhere". Returns the new epoch, for a session that
 * is to stay (the one that switched two-factor), and how many API tokens were revoked.
 */
export async function endEverySession(db: Knex, email: string): Promise<{ epoch: number; apiTokensRevoked: number }> {
  const epoch = await bumpCredentialEpoch(db, email)
  return { epoch, apiTokensRevoked: await revokeApiTokens(db, email) }
}

/** A session from an older epoch (or of an admin who is gone) is signed out: it goes on as a visitor's. */
export function signOutStaleSessions(db: Knex): RequestHandler {
  return async (req, _res, next) => {
    const admin = req.session?.admin
    if (!admin) return next()
    const epoch = await findCredentialEpoch(db, admin.email)
    if (epoch !== null && (admin.epoch ?? 0) >= epoch) return next()
    req.session.regenerate((err) => next(err))
  }
}
