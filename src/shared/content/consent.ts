// The apply form's optional consents, one per purpose, and the notice beside them (issue 13,
// docs/decisions/100). Each ledger row stores CONSENT_NOTICE_VERSION: change it whenever the
// wording below changes, so the ledger says which text a person saw.

export const CONSENT_NOTICE_VERSION = 'optional-consents-2026-11-v1'

export const consentPurposes = ['partner_calls', 'marketing'] as const
export type ConsentPurpose = (typeof consentPurposes)[number]

/** The form field of each purpose; unticked (absent) means not given. */
export const consentFields: Record<ConsentPurpose, string> = {
  partner_calls: 'consentPartnerCalls',
  marketing: 'consentMarketing',
}

export const consentCopy = {
  heading: 'Optional: how we may contact you',
  labels: {
    partner_calls: 'Calls and SMS about this application from partner lenders',
    marketing: 'Marketing: offers and news from Loan Partner by e-mail, SMS or WhatsApp',
  } satisfies Record<ConsentPurpose, string>,
  /** Short names for the tracker and the lead desk. */
  names: {
    partner_calls: 'Calls and SMS from partner lenders',
    marketing: 'Marketing',
  } satisfies Record<ConsentPurpose, string>,
  optionalNote:
    'Both are optional and unticked: your application is considered either way. You can withdraw either at any time from Track application.',
  /** The itemised notice: what is collected, and why. */
  notice: [
    {
      what: 'Name, mobile number and e-mail',
      why: 'to contact you about this application, and, only if you tick it, to pass them to partner lenders who may call or text you about it, or to send you offers',
    },
    {
      what: 'PAN, date of birth, monthly income, company and loan details',
      why: 'to check your eligibility and match you with lenders; your PAN is stored encrypted',
    },
    {
      what: 'The time of each choice and a keyed hash of your IP address',
      why: 'to show when and how you gave or withdrew a consent; the address itself is not stored',
    },
  ],
} as const

export const consentLabelsFor = (purpose: string): string => (consentCopy.names as Record<string, string>)[purpose] ?? purpose
