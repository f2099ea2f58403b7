import { callOutcomes, type CallOutcome } from '../leads'
import { CALL_BACK_MAX_DAYS, parseIndiaDateTime, UNREACHABLE_AFTER_RANGE } from '../follow-ups'
import { fail, storableText, z } from './z'

// The follow-up forms of the lead desk and the Today page (issue 44, item 3; docs/decisions/229).
export const followUpMessages = {
  formInvalid: 'Please correct the form.',
  outcomeRequired: 'Choose what the call came to',
  noteTooLong: 'The note can be at most 1,000 characters',
  dateTimeInvalid: 'Give a date and a time, such as 2026-12-03 11:00',
  callBackRequired: 'Give the time the borrower asked to be called back',
  notInFuture: 'Give a time later than now',
  tooFar: `Give a time at most ${CALL_BACK_MAX_DAYS} days ahead`,
  followUpTooFar: 'Give a time within a year',
  leadClosed: 'This lead is closed: there is no next call to plan',
  unreachableAfterInvalid: `Give a whole number from ${UNREACHABLE_AFTER_RANGE.min} to ${UNREACHABLE_AFTER_RANGE.max}`,
  callLogged: 'Call logged',
  callLoggedUnreachable: 'Call logged. That was the last failed call allowed: the application is now Not reachable.',
  followUpSet: 'Next follow-up set',
  settingsSaved: 'Desk settings saved',
} as const

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
