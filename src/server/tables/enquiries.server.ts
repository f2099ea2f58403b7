import type { Knex } from 'knex'
import { whereContains } from '../sql.server'
import { leadTableRepo } from './lead-table.server'

// The one owner of the enquiries table: the contact form writes it, the lead desk works it and the
// dashboard counts it, all through this module (docs/decisions/129).

export interface EnquiryRow {
  id: number
  first_name: string
  last_name: string | null
  mobile_number: string
  city: string
  loan_type: string
  message: string | null
  email: string | null
  status: string
  created_at: string
  erased_at: string | null
  /** When the desk means to call next; null once the enquiry is closed (docs/decisions/228, 229). */
  next_follow_up_at: string | null
}

export const enquiriesTable = leadTableRepo<EnquiryRow>({
  table: 'enquiries',
  purposeColumn: 'loan_type',
  search: (q, term, typed) => {
    if (term.kind === 'email') q.whereIn('email', [term.value, typed.trim()])
    else if (term.kind === 'reference')
      q.whereRaw('1 = 0') // enquiries have no reference
    else {
      // "First Last" matches across both name columns.
      const [first = '', ...rest] = term.value.split(' ')
      if (rest.length) whereContains(whereContains(q, 'first_name', first), 'last_name', rest.join(' '))
      else q.where((w) => whereContains(w, 'first_name', first).orWhere((o) => whereContains(o, 'last_name', first)))
    }
  },
  // first_name, mobile_number, city and loan_type are NOT NULL.
  blanked: { first_name: '', last_name: null, mobile_number: '', city: '', loan_type: '', message: null, email: null },
})

export const {
  select: selectEnquiries,
  count: countEnquiries,
  selectOne: selectEnquiry,
  updateStatus: updateEnquiryStatus,
  eraseRow: eraseEnquiryRow,
  idsBefore: enquiryIdsBefore,
  eraseBefore: eraseEnquiriesBefore,
} = enquiriesTable

export type NewEnquiryRow = Omit<EnquiryRow, 'id' | 'erased_at'>

export async function insertEnquiry(db: Knex, row: NewEnquiryRow): Promise<number> {
  const [inserted] = await db('enquiries').insert(row).returning<{ id: number }[]>('id')
  return Number(inserted!.id)
}
