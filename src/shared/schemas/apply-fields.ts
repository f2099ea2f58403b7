// Apart from the schema, so that the apply page's first script can lock the terms box without
// loading zod (docs/decisions/148).

/** The 13 fields that must be filled before the terms checkbox unlocks, in form order. */
export const applyFieldNames = [
  'loanAmount',
  'monthlyIncome',
  'purpose',
  'fullName',
  'email',
  'panCard',
  'mobileNumber',
  'companyName',
  'pinCode',
  'gender',
  'dateOfBirth',
  'state',
  'city',
] as const
