// Who the company is in law and which lenders it works for, as /disclosures shows them (RBI's Digital
// Lending Directions, 2025; docs/decisions/169). Configuration sets the identity (COMPANY_*); the
// bundled values are a sample, and every place that shows them says so. The lenders live in the
// database (src/shared/content/lenders.ts, docs/decisions/201).

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

/** The sample identity of a fresh install: shown, labelled as a sample, until configuration replaces it. */
export const sampleIdentity: LegalIdentity = {
  legalName: 'Loan Partner Services Private Limited (sample)',
  cin: 'U65999UP2022PTC000000',
  registeredOffice: '15th Floor, Galaxy Plaza Mall, Knowledge Park II, Greater Noida, Uttar Pradesh 201310',
  role: 'lsp',
}

/** What the disclosures say of the site's identity: configured, or the sample (and then it says so). */
export interface Disclosed {
  identity: LegalIdentity
  /** True while the bundled sample identity shows: the page labels it wherever it appears. */
  identitySample: boolean
}
