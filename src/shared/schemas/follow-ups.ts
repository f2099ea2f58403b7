import { callOutcomes, type CallOutcome } from '../leads'
import { CALL_BACK_MAX_DAYS, parseIndiaDateTime, UNREACHABLE_AFTER_RANGE } from '../follow-ups'
import { fail, storableText, z } from './z'
import { desk } from '../i18n/admin/desk'
import { fill } from '../i18n/fill'

// The follow-up forms of the lead desk and the Today page (issue 44, item 3; docs/decisions/229).
const words = desk.followUps

/** The forms' refusals and flashes; the words live in src/shared/i18n/admin/desk.ts (docs/decisions/236). */
export const followUpMessages = {
  ...words,
  tooFar: fill(words.tooFar, { days: CALL_BACK_MAX_DAYS }),
  unreachableAfterInvalid: fill(words.unreachableAfterInvalid, UNREACHABLE_AFTER_RANGE),
}

const field = z.pipe(
  storableText({ multiline: true }),
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
)

/** A date-time field (India time) as an instant; '' is undefined, for the service to judge. */
const dateTime = z.pipe(
  field,
  z.transform((s: string, ctx) => {
    if (s === '') return undefined
    return parseIndiaDateTime(s) ?? fail(ctx, followUpMessages.dateTimeInvalid)
  }),
)

export const callSchema = z.object({
  outcome: z.pipe(
    field,
    z.transform((s: string, ctx) => (s in callOutcomes ? (s as CallOutcome) : fail(ctx, followUpMessages.outcomeRequired))),
  ),
  note: z.pipe(field, z.string().check(z.maxLength(1000, followUpMessages.noteTooLong))),
  callBackAt: dateTime,
})
export type CallInput = z.output<typeof callSchema>

export const followUpSchema = z.object({
  at: z.pipe(
    dateTime,
    z.transform((d: Date | undefined, ctx) => d ?? fail(ctx, followUpMessages.dateTimeInvalid)),
  ),
})
export type FollowUpInput = z.output<typeof followUpSchema>

export const deskSettingsSchema = z.object({
  unreachableAfter: z.pipe(
    field,
    z.transform((s: string, ctx) => {
      const n = /^\d{1,2}$/.test(s) ? Number(s) : NaN
      return n >= UNREACHABLE_AFTER_RANGE.min && n <= UNREACHABLE_AFTER_RANGE.max ? n : fail(ctx, followUpMessages.unreachableAfterInvalid)
    }),
  ),
})
export type DeskSettingsInput = z.output<typeof deskSettingsSchema>

/** FormState names, so each re-render shows its values and messages under the right form. */
export const FOLLOW_UP_FORMS = { call: 'lead-call', followUp: 'lead-follow-up', settings: 'desk-settings' } as const
