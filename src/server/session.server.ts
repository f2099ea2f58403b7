import type { RequestHandler } from 'express'
import session from 'express-session'
import { ConnectSessionKnexStore } from 'connect-session-knex'
import { isSqlite, type Db } from './db.server'

declare module 'express-session' {
  interface SessionData {
    admin?: { email: string; signedInAt: number }
  }
}

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000

// HttpOnly, SameSite=Lax (Secure on https); ends after 2 h idle or 12 h in all.
// saveUninitialized=false: visitors who never sign in get no session row.
export function sessionMiddleware(opts: { db: Db; secret: string; secure: boolean }): RequestHandler {
  // The store's own cleanup timer would run in every process; deleteExpiredSessions runs as a
  // shared job in one process at a time instead (docs/decisions/083).
  const store = new ConnectSessionKnexStore({ knex: opts.db, tableName: 'sessions', createTable: false, cleanupInterval: 0 })
  return session({
    name: 'lp.sid',
    secret: opts.secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: SESSION_IDLE_MS },
  })
}

export function absoluteSessionLimit(now: () => number = Date.now): RequestHandler {
  return (req, _res, next) => {
    const admin = req.session?.admin
    if (admin && now() - admin.signedInAt > SESSION_ABSOLUTE_MS) return req.session.destroy(() => next())
    next()
  }
}

/** Deletes sessions past their expiry, with the same comparison the store uses when it reads one. */
export function deleteExpiredSessions(db: Db, now = new Date()): Promise<number> {
  const condition = isSqlite(db) ? 'datetime(expired) < datetime(?)' : 'expired < CAST(? as timestamp with time zone)'
  return db('sessions').del().whereRaw(condition, [now.toISOString()])
}
