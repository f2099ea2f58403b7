import type { RequestHandler, Response } from 'express'
import session from 'express-session'
import { ConnectSessionKnexStore } from 'connect-session-knex'
import { isSqlite, type Db } from './db.server'

declare module 'express-session' {
  interface SessionData {
    /** `epoch`: the admin's credential epoch at sign-in; none on sessions older than it, read as 0 (docs/decisions/196). */
    admin?: { email: string; signedInAt: number; epoch?: number }
  }
}

export const SESSION_IDLE_MS = 2 * 60 * 60 * 1000
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000

/** The session cookie's name; on https in production it is `__Host-` prefixed (docs/decisions/151). */
export const SESSION_COOKIE = 'lp.sid'
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`

// HttpOnly, SameSite=Lax, Secure on https; ends after 2 h idle or 12 h in all.
// saveUninitialized=false: visitors who never sign in get no session row. In production a request
// that came over https (PUBLIC_ORIGIN, or TRUST_PROXY with X-Forwarded-Proto) gets the `__Host-`
// cookie, which a browser keeps only from a secure origin, for this host alone, on path /.
export function sessionMiddleware(opts: { db: Db; secret: string; secure: boolean; production?: boolean }): RequestHandler {
  // The store's own cleanup timer would run in every process; deleteExpiredSessions runs as a
  // shared job in one process at a time instead (docs/decisions/083).
  // One store each: express-session makes a store's new sessions with its own cookie settings.
  const withCookie = (name: string, secure: boolean) =>
    session({
      name,
      secret: opts.secret,
      store: new ConnectSessionKnexStore({ knex: opts.db, tableName: 'sessions', createTable: false, cleanupInterval: 0 }),
      resave: false,
      saveUninitialized: false,
      rolling: true,
      proxy: undefined,
      cookie: { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: SESSION_IDLE_MS },
    })
  const plain = withCookie(SESSION_COOKIE, opts.secure)
  if (!opts.production) return plain
  const host = withCookie(HOST_SESSION_COOKIE, true)
  return (req, res, next) => {
    const tls = opts.secure || req.secure
    res.locals.sessionCookie = tls ? HOST_SESSION_COOKIE : SESSION_COOKIE
    return (tls ? host : plain)(req, res, next)
  }
}

/** Clears the session cookie this request used (after logout), with the attributes it was set with. */
export function clearSessionCookie(res: Response, secure: boolean): void {
  const name = typeof res.locals.sessionCookie === 'string' ? res.locals.sessionCookie : SESSION_COOKIE
  res.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure || name === HOST_SESSION_COOKIE })
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
