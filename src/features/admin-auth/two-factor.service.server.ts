import type { Knex } from 'knex'
import { recordAudit } from '#src/server/audit.server'
import { decrypt, encrypt, keyIdOf, type KeyRing } from '#src/server/crypto.server'
import { DomainError } from '#src/server/http-error.server'
import { twoFactorMessages, type TwoFactorPage } from '#src/shared/two-factor'
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  disableTotp,
  enableTotp,
  findAdminByEmail,
  listRecoveryCodeHashes,
  listTotpSecrets,
  listUnusedRecoveryCodes,
  replaceRecoveryCodeHash,
  resealTotpSecret,
  setPendingTotpSecret,
  spendRecoveryCode,
} from './admin-auth.repo.server'
import { endEverySession } from './credential-epoch.server'
import {
  hashRecoveryCode,
  isRecoveryCodeShape,
  isUnsaltedRecoveryHash,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUri,
  qrSvg,
  recoveryCodeMatches,
  saltRecoveryDigest,
  totpStep,
} from './totp.server'

// The admin's second factor (docs/decisions/155): a TOTP secret kept encrypted with the data key ring,
// as PAN is, and ten one-time recovery codes kept as salted hashes (docs/decisions/198). Every change is audited.

export type SecondFactor = 'totp' | 'recovery'

interface Admin {
  email: string
  enabledAt: string | null
  secret: string | null
}

async function loadAdmin(db: Knex, ring: KeyRing, email: string): Promise<Admin | null> {
  const row = await findAdminByEmail(db, email)
  if (!row) return null
  return { email: row.email, enabledAt: row.totp_enabled_at, secret: row.totp_secret ? openSecret(ring, row.totp_secret) : null }
}

/** The secret, or null when no configured data key opens it (then only the recovery codes work). */
function openSecret(ring: KeyRing, sealed: string): string | null {
  try {
    return decrypt(ring, sealed)
  } catch {
    return null
  }
}

export async function twoFactorIsOn(db: Knex, email: string): Promise<boolean> {
  return Boolean((await findAdminByEmail(db, email))?.totp_enabled_at)
}

/** What the admin's two-factor page shows. */
export async function twoFactorPage(
  db: Knex,
  ring: KeyRing,
  email: string,
  opts: { issuer: string; nudge: boolean; required: boolean },
): Promise<TwoFactorPage> {
  const admin = await loadAdmin(db, ring, email)
  const enabled = Boolean(admin?.enabledAt)
  const pending = !enabled && admin?.secret ? admin.secret : null
  return {
    enabled,
    enabledAt: admin?.enabledAt ?? null,
    recoveryCodesLeft: enabled ? await countUnusedRecoveryCodes(db, email) : 0,
    enrolment: pending ? { secret: pending, qrSvg: await qrSvg(otpauthUri(pending, admin!.email, opts.issuer)) } : null,
    required: opts.required,
    nudge: !enabled && (opts.nudge || opts.required),
  }
}

/** A new secret to enrol with (a second click replaces the first); nothing happens while it is on. */
export async function startEnrolment(db: Knex, ring: KeyRing, email: string, now = new Date()): Promise<void> {
  await setPendingTotpSecret(db, email, encrypt(ring, newTotpSecret()), now.toISOString())
}

const wrongCode = (message: string) => new DomainError('invalid', message, { code: message })

/**
 * Switches two-factor on once the admin enters a code of the pending secret. Returns the ten
 * recovery codes, to be shown this once, and the new credential epoch; throws DomainError('invalid')
 * when the code is wrong or nothing was pending. Every session and API token begun on the password
 * alone ends (docs/decisions/157, 196).
 */
export async function confirmEnrolment(
  db: Knex,
  ring: KeyRing,
  email: string,
  code: string,
  now = new Date(),
): Promise<{ codes: string[]; epoch: number }> {
  const admin = await loadAdmin(db, ring, email)
  if (!admin?.secret || admin.enabledAt) throw wrongCode(twoFactorMessages.enrolCodeWrong)
  const step = totpStep(admin.secret, code, now.getTime())
  const codes = newRecoveryCodes()
  const hashes = step === null ? [] : await Promise.all(codes.map(hashRecoveryCode))
  if (step === null || !(await enableTotp(db, admin.email, step, hashes, now.toISOString()))) {
    throw wrongCode(twoFactorMessages.enrolCodeWrong)
  }
  const { epoch } = await endEverySession(db, admin.email)
  await recordAudit(db, { actor: admin.email, action: 'admin.two_factor_on', details: { recoveryCodes: codes.length } }, now)
  return { codes, epoch }
}

/**
 * Checks a second factor: a six-digit code not used before, or an unused recovery code, which is
 * then spent (and audited, with how many are left). Null when neither, or when two-factor is off.
 * `recoveryOnly`: the app's codes are not taken (the day's guessing budget is spent, docs/decisions/198).
 */
export async function checkSecondFactor(
  db: Knex,
  ring: KeyRing,
  email: string,
  code: string,
  now = new Date(),
  recoveryOnly = false,
): Promise<SecondFactor | null> {
  const admin = await loadAdmin(db, ring, email)
  if (!admin?.enabledAt) return null
  const step = admin.secret && !recoveryOnly ? totpStep(admin.secret, code, now.getTime()) : null
  if (step !== null) return (await claimTotpStep(db, admin.email, step)) ? 'totp' : null
  const unused = isRecoveryCodeShape(code) ? await listUnusedRecoveryCodes(db, admin.email) : []
  // Every unused code is compared (at most ten), so the time taken says nothing of which one matched.
  const matches = await Promise.all(unused.map((row) => recoveryCodeMatches(code, row.code_hash)))
  const match = unused.find((_, i) => matches[i])
  if (!match || !(await spendRecoveryCode(db, match.id, now.toISOString()))) return null
  const left = await countUnusedRecoveryCodes(db, admin.email)
  await recordAudit(db, { actor: admin.email, action: 'admin.two_factor_recovery_used', details: { left } }, now)
  return 'recovery'
}

/**
 * Switches two-factor off after a valid code; every session and API token of the admin ends with it
 * (docs/decisions/196). Returns the new credential epoch. A wrong code throws DomainError('invalid').
 */
export async function switchOff(db: Knex, ring: KeyRing, email: string, code: string, now = new Date()): Promise<number> {
  const factor = await checkSecondFactor(db, ring, email, code, now)
  if (!factor) throw wrongCode(twoFactorMessages.codeWrong)
  await disableTotp(db, email, now.toISOString())
  const { epoch, apiTokensRevoked } = await endEverySession(db, email)
  await recordAudit(db, { actor: email.toLowerCase(), action: 'admin.two_factor_off', details: { factor, apiTokensRevoked } }, now)
  return epoch
}

/**
 * Seals every TOTP secret under the current data key, at start (a handful of rows): after a key
 * rotation the retired key can go without locking the admin out (docs/decisions/080, 155).
 */
export async function resealTotpSecrets(db: Knex, ring: KeyRing): Promise<{ resealed: number; unreadable: number }> {
  const counts = { resealed: 0, unreadable: 0 }
  for (const row of await listTotpSecrets(db)) {
    if (keyIdOf(row.totp_secret) === ring.current.id) continue
    const plain = openSecret(ring, row.totp_secret)
    // Its key is gone: the start goes on, and the admin signs in with a recovery code.
    if (plain === null) {
      counts.unreadable++
      continue
    }
    await resealTotpSecret(db, row.email, row.totp_secret, encrypt(ring, plain))
    counts.resealed++
  }
  return counts
}

/**
 * Salts the recovery code hashes the first release stored as bare SHA-256 digests, at start (a
 * handful of rows): the digest is the salted hash's input, so every code keeps working (docs/decisions/198).
 */
export async function saltRecoveryCodeHashes(db: Knex): Promise<number> {
  let salted = 0
  for (const row of await listRecoveryCodeHashes(db)) {
    if (!isUnsaltedRecoveryHash(row.code_hash)) continue
    await replaceRecoveryCodeHash(db, row.id, row.code_hash, await saltRecoveryDigest(row.code_hash))
    salted++
  }
  return salted
}
