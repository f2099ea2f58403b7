import type { Response } from 'express'
import type { Knex } from 'knex'
import { isLoanTypeKey, loanTypeName } from '../shared/content/after-submit'
import { REPEAT_WINDOW_DAYS, type ApplicationDetail, type ApplicationSummary, type RelatedApplication } from '../shared/leads'
import { consentHistory, currentConsents } from './consent-ledger.server'
import { decrypt, type KeyRing } from './crypto.server'
import { listRequests } from './lead-requests.server'
import { selectNotes, selectStatusChanges } from './tables/lead-history.server'
import { selectApplication, selectRelated, stepFactsOf, type ApplicationRow } from './tables/loan-applications.server'
import { selectLenders } from './tables/lenders.server'

// What is held about one applicant: the lead desk's view of the application, and the copy of it that
// the person has a right to (DPDP Act). The desk downloads that copy, and the applicant downloads the
// same from the tracker once the desk has made it available (docs/decisions/193): one definition.

// Only Reveal and the person's own copy decrypt; lists, details and CSV read the masked PAN stored
// at insert (docs/decisions/080), so they need no key and a stolen page holds no full PAN.
export const panOf = (keys: KeyRing, row: ApplicationRow) => (row.pan_encrypted ? decrypt(keys, row.pan_encrypted) : '')

export const loanTypeOf = (r: ApplicationRow) => (isLoanTypeKey(r.loan_type) ? loanTypeName(r.loan_type) : '')

/** A row stored before pan_masked existed shows fully hidden until the backfill reaches it. */
export const maskedPanOf = (r: ApplicationRow) => r.pan_masked ?? (r.pan_encrypted ? '**********' : '')

export function toApplicationSummary(r: ApplicationRow): ApplicationSummary {
  return {
    id: Number(r.id),
    reference: r.reference,
    createdAt: r.created_at,
    name: r.full_name,
    loanAmount: Number(r.loan_amount),
    loanType: loanTypeOf(r),
    purpose: r.purpose,
    city: r.city,
    state: r.state,
    status: r.status,
    panMasked: maskedPanOf(r),
    erased: r.erased_at !== null,
    chosenLender: r.chosen_lender ?? '',
    chosenOffer: r.chosen_offer ?? '',
  }
}

async function detailOf(db: Knex, r: ApplicationRow): Promise<ApplicationDetail> {
  const id = Number(r.id)
  const choices = await consentHistory(db, id)
  return {
    ...toApplicationSummary(r),
    email: r.email,
    mobileNumber: r.mobile_number,
    monthlyIncome: Number(r.monthly_income),
    companyName: r.company_name,
    pinCode: r.pin_code,
    gender: r.gender,
    dateOfBirth: r.date_of_birth,
    consentVersion: r.consent_version,
    consentAt: r.consent_at,
    consentIpHash: r.consent_ip_hash,
    erasedAt: r.erased_at,
    history: await selectStatusChanges(db, 'application', id),
    notes: await selectNotes(db, 'application', id),
    consents: currentConsents(choices),
    consentHistory: choices.map((c) => ({ purpose: c.purpose, given: c.given, at: c.at, noticeVersion: c.notice_version, via: c.via })),
    requests: await listRequests(db, id),
    related: r.erased_at === null ? await relatedOf(db, r) : [],
    facts: stepFactsOf(r),
    lenders: (await selectLenders(db)).filter((l) => l.active).map((l) => l.displayName),
  }
}

/** Possible repeats of an application, each with what it shares with this one. */
async function relatedOf(db: Knex, r: ApplicationRow): Promise<RelatedApplication[]> {
  return (await selectRelated(db, r, REPEAT_WINDOW_DAYS)).map((o) => ({
    id: Number(o.id),
    reference: o.reference,
    createdAt: o.created_at,
    status: o.status,
    same: [...(o.pan_hash === r.pan_hash ? ['pan' as const] : []), ...(o.mobile_number === r.mobile_number ? ['mobile' as const] : [])],
  }))
}

/** The lead desk's view of one application, or null when there is none. */
export async function getApplication(db: Knex, id: number): Promise<ApplicationDetail | null> {
  const r = await selectApplication(db, id)
  return r ? detailOf(db, r) : null
}

/** A copy of everything held about the applicant, PAN in full: it is their own data. */
export type ApplicationCopy = Omit<ApplicationDetail, 'panMasked' | 'erased' | 'related' | 'lenders'> & {
  kind: 'loan application'
  exportedAt: string
  pan: string
}

/** The copy of one application's data, as the desk and the applicant download it; null when there is no such application. */
export async function applicationCopy(db: Knex, keys: KeyRing, id: number, now: Date): Promise<ApplicationCopy | null> {
  const r = await selectApplication(db, id)
  if (!r) return null
  const { panMasked: _masked, erased: _erased, related: _related, lenders: _lenders, ...data } = await detailOf(db, r)
  return { kind: 'loan application', exportedAt: now.toISOString(), ...data, pan: panOf(keys, r) }
}

/**
 * Sends a person's data as a JSON file to download. It is personal data: no cache may keep it (the
 * page cache stores only anonymous GETs, and every download is a POST).
 */
export function sendPersonalJson(res: Response, fileName: string, data: unknown): void {
  res.setHeader('Cache-Control', 'no-store')
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`)
  res.type('application/json').send(JSON.stringify(data, null, 2))
}

/** The applicant's copy as a file: the same from the desk and from the tracker. */
export const sendCopy = (res: Response, copy: ApplicationCopy) => sendPersonalJson(res, `application-${copy.reference}.json`, copy)
