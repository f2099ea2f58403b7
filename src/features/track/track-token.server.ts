import { issueApplicationPass, readApplicationPass } from '#src/server/offers-pass.server'

// Proof of a successful look-up on /track, carried in a hidden field by the page's request forms
// (docs/decisions/100): the application's id and an expiry, sealed for this purpose alone
// (docs/decisions/151). It holds neither the reference nor the date of birth, and it dies after
// TOKEN_TTL_MS, so a page left open cannot act for long.

export const TOKEN_TTL_MS = 15 * 60_000

export function issueTrackToken(secret: string, applicationId: number, now = Date.now()): string {
  return issueApplicationPass(secret, 'track-token', applicationId, now + TOKEN_TTL_MS)
}

/** The application id a valid, unexpired token names, or null. */
export function readTrackToken(secret: string, token: unknown, now = Date.now()): number | null {
  return readApplicationPass(secret, 'track-token', token, now)
}
