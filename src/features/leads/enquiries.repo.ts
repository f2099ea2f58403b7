import type { Knex } from 'knex'
import type { EnquiryRow } from '../../server/tables.server'
import { istDayEnd, istDayStart, parseSearch, type LeadFilters } from './filters'

export type { EnquiryRow }

const TABLE = 'enquiries'
const likeSafe = (s: string) => s.replace(/[%_\\]/g, '')

function filtered(db: Knex, f: LeadFilters): Knex.QueryBuilder {
  const q = db(TABLE)
  if (f.status) q.where('status', f.status)
  if (f.purpose) q.where('loan_type', f.purpose)
  if (f.from) q.where('created_at', '>=', istDayStart(f.from))
  if (f.to) q.where('created_at', '<', istDayEnd(f.to))
  if (f.q) {
    const term = parseSearch(f.q)
    if (term.kind === 'number') q.where('id', term.value)
    else if (term.kind === 'mobile' && term.value.length === 10) q.where('mobile_number', term.value)
    else if (term.kind === 'mobile') q.where('mobile_number', 'like', `${term.value}%`)
    else if (term.kind === 'email') q.whereIn('email', [term.value, f.q.trim()])
    else if (term.kind === 'reference') q.whereRaw('1 = 0')
    else {
      // "First Last" matches across both name columns.
      const [first, ...rest] = likeSafe(term.value).split(' ')
      if (rest.length) q.whereILike('first_name', `%${first}%`).whereILike('last_name', `%${rest.join(' ')}%`)
      else q.where((w) => w.whereILike('first_name', `%${first}%`).orWhereILike('last_name', `%${first}%`))
    }
  }
  return q
}

export function selectEnquiries(db: Knex, f: LeadFilters, page: { limit: number; offset: number }): Promise<EnquiryRow[]> {
  return filtered(db, f)
    .select<EnquiryRow[]>('*')
    .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
    .limit(page.limit)
    .offset(page.offset)
}

export async function countEnquiries(db: Knex, f: LeadFilters): Promise<number> {
  const row = await filtered(db, f).count<{ n: number | string }[]>({ n: '*' }).first()
  return Number(row?.n ?? 0)
}

export function selectEnquiry(db: Knex, id: number): Promise<EnquiryRow | undefined> {
  return db<EnquiryRow>(TABLE).where({ id }).first()
}

export function updateEnquiryStatus(db: Knex, id: number, from: string, to: string): Promise<number> {
  return db(TABLE).where({ id, status: from }).update({ status: to })
}

// first_name, mobile_number, city and loan_type are NOT NULL: blanked to '' (docs/decisions/070).
const blanked = { first_name: '', last_name: null, mobile_number: '', city: '', loan_type: '', message: null, email: null }

export function eraseEnquiryRow(db: Knex, id: number, at: string): Promise<number> {
  return db(TABLE).where({ id }).whereNull('erased_at').update({ ...blanked, erased_at: at })
}

export async function enquiryIdsBefore(db: Knex, cutoff: string): Promise<number[]> {
  const rows = await db(TABLE).select('id').where('created_at', '<', cutoff).whereNull('erased_at')
  return rows.map((r: { id: number }) => Number(r.id))
}

export function eraseEnquiriesBefore(db: Knex, cutoff: string, at: string): Promise<number> {
  return db(TABLE).where('created_at', '<', cutoff).whereNull('erased_at').update({ ...blanked, erased_at: at })
}
