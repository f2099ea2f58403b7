// Who the company is in law and which lenders it works for, as /disclosures shows them (RBI's Digital
// Lending Directions, 2025; docs/decisions/169). Configuration sets them (COMPANY_*, LENDERS); the
// bundled values are a sample, and every place that shows them says so.

export const companyRoles = ['lender', 'dsa', 'lsp'] as const
export type CompanyRole = (typeof companyRoles)[number]
// Each role's words are the catalogue's `legal.disclosures.roles` (src/shared/i18n/en/legal.ts).

export interface LegalIdentity {
  legalName: string
  /** Corporate Identity Number from the Registrar of Companies. */
  cin: string
  registeredOffice: string
  role: CompanyRole
}

export interface Lender {
  legalName: string
  /** RBI's certificate of registration (an NBFC) or licence (a bank) number. */
  rbiRegistration: string
  website: string
  /**
   * The lender's grievance redressal page (its nodal officer is named there) and phone. A page, not an
   * e-mail address, so that the site's own grievance address stays the only one it prints (167).
   */
  grievanceUrl: string
  grievancePhone: string
}

/** The sample identity of a fresh install: shown, labelled as a sample, until configuration replaces it. */
export const sampleIdentity: LegalIdentity = {
  legalName: 'Loan Partner Services Private Limited (sample)',
  cin: 'U65999UP2022PTC000000',
  registeredOffice: '15th Floor, Galaxy Plaza Mall, Knowledge Park II, Greater Noida, Uttar Pradesh 201310',
  role: 'lsp',
}

/** Sample lenders: invented names with the wordmarks of public/images/lenders, and placeholder numbers. */
export const sampleLenders: Lender[] = [
  ['Sahyog Finance Limited', 'N-12.00000', 'sahyog-finance'],
  ['Trivan Bank Limited', 'BANK-000001', 'trivan-bank'],
  ['Nirmala Capital Private Limited', 'N-14.00000', 'nirmala-capital'],
  ['Pankh Credit Limited', 'N-05.00000', 'pankh-credit'],
  ['Kaveri Fincorp Limited', 'N-07.00000', 'kaveri-fincorp'],
  ['Pragati Bank Limited', 'BANK-000002', 'pragati-bank'],
].map(([legalName, rbiRegistration, slug]) => ({
  legalName: legalName!,
  rbiRegistration: rbiRegistration!,
  website: `https://${slug}.example`,
  grievanceUrl: `https://${slug}.example/grievance-redressal`,
  grievancePhone: '+91 00000 00000',
}))

/** What the disclosures say of the site's identity: configured, or the sample (and then it says so). */
export interface Disclosed {
  identity: LegalIdentity
  lenders: Lender[]
  /** True while the bundled sample identity shows: the page labels it wherever it appears. */
  identitySample: boolean
  /** True while the bundled sample lenders show. */
  lendersSample: boolean
}
