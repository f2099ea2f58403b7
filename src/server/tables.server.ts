// Row shapes of the tables that more than one feature reads: the visitor forms write them and the
// admin lead desk works them (docs/architecture.md: what features share on the server lives in src/server/).

export interface LoanApplicationRow {
  id: number
  reference: string
  status: string
  loan_amount: number
  monthly_income: number
  purpose: string
  full_name: string
  email: string
  pan_encrypted: string
  pan_hash: string
  /** ABCDE****F, stored at insert so that lists and CSV never decrypt; null on rows stored before it
   * existed until the backfill reaches them, and on erased rows (docs/decisions/080). */
  pan_masked: string | null
  mobile_number: string
  company_name: string
  pin_code: string
  gender: string
  date_of_birth: string
  state: string
  city: string
  consent_version: string
  consent_at: string
  consent_ip_hash: string
  created_at: string
  /** The loan type applied for (a LoanTypeKey); null on rows stored before it existed and on erased rows (docs/decisions/100). */
  loan_type: string | null
  /** Set when the person's data was erased (docs/decisions/070). */
  erased_at: string | null
}

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
}
