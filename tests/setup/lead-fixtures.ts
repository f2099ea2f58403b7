import { createCipheriv, randomBytes } from 'node:crypto'
import type { Knex } from 'knex'
import { encrypt, keyedHash, keyRing } from '#src/server/crypto.server'
import { maskPan } from '#src/shared/leads'
import { loanTypeKeys } from '#src/shared/content/loan-types'
import { stateNames, statesAndCities } from '#src/shared/content/states'
import { loanPurposes } from '#src/shared/schemas/loan-application'

// Made-up leads for the tests and bench/leads.ts: rows exactly as the apply and contact forms store them.
const FIRST = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Arjun', 'Kavya', 'Siddharth', 'Isha']
const LAST = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Nair', 'Gupta', 'Singh', 'Das', 'Menon', 'Joshi']
const ALPHA = 'ABCDEFGHJKLMNPQRSTUVWXYZ'

export interface FakeApplication {
  reference: string
  full_name: string
  email: string
  mobile_number: string
  pan: string
  created_at: string
  loan_type: string
  /** Stored as before docs/decisions/080: a v1 ciphertext (no key id) and no masked PAN. */
  legacy: boolean
}

/** The first release's format, v1.<iv>.<tag>.<ciphertext>, which the site still reads (docs/decisions/004). */
function sealV1(key: Buffer, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body].map((b) => (typeof b === 'string' ? b : b.toString('base64url'))).join('.')
}

export function fakeApplicationRow(key: Buffer, i: number, createdAt: Date, over: Partial<FakeApplication> = {}) {
  const state = stateNames[i % stateNames.length]!
  const pan = over.pan ?? `${ALPHA[i % 24]}${ALPHA[(i >> 3) % 24]}CPK${String(i % 10_000).padStart(4, '0')}${ALPHA[(i >> 5) % 24]}`
  const name = `${FIRST[i % 10]} ${LAST[Math.floor(i / 10) % 10]}`
  return {
    reference:
      over.reference ??
      `LP-${createdAt.toISOString().slice(2, 4)}${createdAt.toISOString().slice(5, 7)}-${i.toString(32).toUpperCase().padStart(6, '0')}`,
    status: 'new',
    loan_amount: 15_000 + (i % 98) * 10_000,
    monthly_income: 25_000 + (i % 50) * 1_000,
    purpose: loanPurposes[i % loanPurposes.length]!,
    full_name: over.full_name ?? name,
    email: over.email ?? `${name.toLowerCase().replace(' ', '.')}${i}@example.in`,
    pan_encrypted: over.legacy ? sealV1(key, pan) : encrypt(keyRing(key), pan),
    pan_hash: keyedHash(key, pan, 'pan'),
    pan_masked: over.legacy ? null : maskPan(pan),
    mobile_number: over.mobile_number ?? String(9_000_000_000 + i),
    company_name: 'Infosys Ltd',
    pin_code: '560001',
    gender: i % 2 ? 'FEMALE' : 'MALE',
    date_of_birth: '1990-04-12',
    state,
    city: statesAndCities[state]![0]!,
    consent_version: '2026-11',
    consent_at: over.created_at ?? createdAt.toISOString(),
    consent_ip_hash: keyedHash(key, '203.0.113.9', 'consent-ip'),
    created_at: over.created_at ?? createdAt.toISOString(),
    loan_type: over.loan_type ?? loanTypeKeys[i % loanTypeKeys.length]!,
  }
}

export async function insertFakeApplication(
  db: Knex,
  key: Buffer,
  i: number,
  createdAt: Date,
  over: Partial<FakeApplication> = {},
): Promise<number> {
  const [row] = await db('loan_applications')
    .insert(fakeApplicationRow(key, i, createdAt, over))
    .returning<{ id: number }[]>('id')
  return Number(row!.id)
}

export async function insertFakeEnquiry(db: Knex, i: number, createdAt: Date, over: Record<string, string | null> = {}): Promise<number> {
  const [row] = await db('enquiries')
    .insert({
      first_name: FIRST[i % 10],
      last_name: LAST[Math.floor(i / 10) % 10],
      mobile_number: String(8_000_000_000 + i),
      city: 'Pune',
      loan_type: 'Home Loan',
      message: 'Please call me after 6 pm.',
      email: `enquirer${i}@example.in`,
      status: 'new',
      created_at: createdAt.toISOString(),
      ...over,
    })
    .returning<{ id: number }[]>('id')
  return Number(row!.id)
}
