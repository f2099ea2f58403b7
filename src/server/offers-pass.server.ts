import type { Response } from 'express'
import type { Knex } from 'knex'
import { cookieValuesIn, isHttps } from './cookies.server'
import { seal, unseal, type SealPurpose } from './sealed.server'
import { findTracked } from './tables/loan-applications.server'

// The offers pass (docs/decisions/220): after an application, or a look-up on /track, a sealed,
// HttpOnly cookie names the application for two hours, so /offers has no guessable address and no
// reference or date of birth in its URL, and its tenure form can be a plain GET. It is sent only to
// the offers pages (one cookie per language's path), and the page cache never answers or keeps a
// request that carries it (src/server/page-cache.server.ts).

export const OFFERS_COOKIE = 'lp.offers'
export const PASS_TTL_MS = 2 * 60 * 60_000
const OFFERS_PATHS = ['/offers', '/hi/offers']

export function giveOffersPass(res: Response, secret: string, applicationId: number, now = Date.now()): void {
  const value = issueApplicationPass(secret, 'offers-pass', applicationId, now + PASS_TTL_MS)
  for (const path of OFFERS_PATHS) {
    res.cookie(OFFERS_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: isHttps(res.req), maxAge: PASS_TTL_MS, path })
  }
}

/** The application a request's live pass names, from its Cookie header; null without one. */
export function applicationWithPass(secret: string, cookieHeader: string | undefined, now = Date.now()): number | null {
  for (const value of cookieValuesIn(cookieHeader, OFFERS_COOKIE)) {
    const id = readApplicationPass(secret, 'offers-pass', value, now)
    if (id !== null) return id
  }
  return null
}

/** The pass for an application just made, by its reference; nothing for one that is not stored (a bot's). */
export async function giveOffersPassFor(db: Knex, res: Response, secret: string, reference: string): Promise<void> {
  const row = await findTracked(db, { reference })
  if (row && row.erased_at === null) giveOffersPass(res, secret, Number(row.id))
}

/** An application's id and an expiry, sealed for one purpose: the tracker's token, the offers pass (docs/decisions/220). */
export function issueApplicationPass(secret: string, purpose: SealPurpose, applicationId: number, expires: number): string {
  return seal(secret, purpose, JSON.stringify({ a: applicationId, exp: expires }))
}

/** The application id a valid, unexpired pass of this purpose names, or null. */
export function readApplicationPass(secret: string, purpose: SealPurpose, token: unknown, now = Date.now()): number | null {
  if (typeof token !== 'string' || token.length > 200) return null
  const opened = unseal(secret, purpose, token)
  if (opened === null) return null
  try {
    const data = JSON.parse(opened) as { a?: unknown; exp?: unknown }
    if (typeof data.a !== 'number' || !Number.isSafeInteger(data.a) || typeof data.exp !== 'number' || data.exp < now) return null
    return data.a
  } catch {
    return null
  }
}
