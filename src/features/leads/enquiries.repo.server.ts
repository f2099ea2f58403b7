import type { EnquiryRow } from '../../server/tables.server'
import { whereContains } from '../../server/sql.server'
import { leadTableRepo } from './lead-table.repo.server'

export type { EnquiryRow }

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
