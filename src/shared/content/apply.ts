import { fill } from '../i18n/fill'
import t from '../i18n/en/apply'
import live from '../i18n/en/applyLive'

// Copy of the apply page (docs/product.md §8 Apply form, §19 Errors and success messages) that is not a
// validation message. The words live in the catalogue (src/shared/i18n/en/apply.ts, Hindi beside it);
// these are the English names the server and the tests have always read.

export const APPLY_FORM = 'apply'

export const applyCopy = {
  title: t.heading,
  lead: t.lead,
  steps: t.steps,
  success: live.success,
  referenceDetail: (reference: string) => fill(live.referenceDetail, { reference }),
  failure: live.failure,
  invalid: live.invalid,
  submit: live.submit,
  submitting: live.submitting,
} as const

/**
 * The consent notice beside the terms checkbox. Each application stores `version` and its language
 * (docs/decisions/176), so change the version whenever the wording changes in either language
 * (docs/product.md §21 Personal data, docs/decisions/031).
 */
export const applyConsent = {
  version: 'apply-consent-2026-11-v1',
  collected: t.notice.collected,
  purpose: t.notice.purpose,
  protection: t.notice.protection,
} as const
