import { formatDate } from './format/date'
import { formatInr } from './format/inr'
import type { Messages } from './i18n'
import { fill } from './i18n/fill'
import type { Locale } from './i18n/locales'
import { plural } from './i18n/plural'
import { desk } from './i18n/admin/desk'

// What the steps past "sent to lender" recorded, as the applicant reads them on the tracker and in the
// step's e-mail (issue 44, docs/decisions/228): one wording for both.

export const noFacts: StepFacts = {
  lender: null,
  sanctionedAmount: null,
  sanctionedRate: null,
  sanctionedTenure: null,
  disbursedAmount: null,
  disbursedOn: null,
  endReason: null,
}

/** Why the desk rejected an application: the list the reject form offers, with a note beside it. */
export const rejectReasons = desk.rejectReasons
export type RejectReason = keyof typeof rejectReasons

/** The facts an application's steps recorded (docs/decisions/228); each is null until its step is reached. */
export interface StepFacts {
  /** The lender's name as borrowers saw it when the file was sent. */
  lender: string | null
  sanctionedAmount: number | null
  /** % a year, as the lender sanctioned it. */
  sanctionedRate: number | null
  sanctionedTenure: number | null
  disbursedAmount: number | null
  /** YYYY-MM-DD */
  disbursedOn: string | null
  endReason: RejectReason | null
}

type Words = Pick<Messages['track'], 'stepFacts' | 'months' | 'rejectReasons'>

/** The line under a step: "Sent to Trivan Bank", "₹5,00,000 at 11.5% a year for 36 months"…; '' when it recorded nothing. */
export function stepFact(t: Words, locale: Locale, status: string, f: StepFacts): string {
  switch (status) {
    case 'sent_to_lender':
      return f.lender ? fill(t.stepFacts.sent_to_lender, { lender: f.lender }) : ''
    case 'sanctioned':
      return f.sanctionedAmount !== null && f.sanctionedRate !== null && f.sanctionedTenure !== null
        ? fill(t.stepFacts.sanctioned, {
            amount: formatInr(f.sanctionedAmount),
            rate: String(f.sanctionedRate),
            months: fill(plural(locale, f.sanctionedTenure, t.months), { n: f.sanctionedTenure }),
          })
        : ''
    case 'disbursed':
      return f.disbursedAmount !== null && f.disbursedOn
        ? fill(t.stepFacts.disbursed, { amount: formatInr(f.disbursedAmount), date: formatDate(f.disbursedOn, locale) })
        : ''
    case 'rejected':
      return f.endReason ? t.rejectReasons[f.endReason] : ''
    default:
      return ''
  }
}
