import { rejectReasons, statusLabels, type RejectReason } from '../leads'
import { parseRupees } from './loan-application'
import { parsePercentBp } from './lenders'
import { fail, storableText, z } from './z'
import { desk } from '../i18n/admin/desk'
import { fill } from '../i18n/fill'

// The lead desk's admin forms (issue 8): one schema each, read by the page and the server.
const words = desk.messages

/** The forms' refusals and flashes; the words live in src/shared/i18n/admin/desk.ts (docs/decisions/236). */
export const leadMessages = {
  ...words,
  statusIllegal: (from: string, to: string) => fill(words.statusIllegal, { from: statusLabels[from] ?? from, to: statusLabels[to] ?? to }),
  disbursedAboveSanction: (sanctioned: string) => fill(words.disbursedAboveSanction, { sanctioned }),
}

// Notes are multi-line: they keep their line breaks and tabs, and nothing else that is not text (docs/decisions/150).
const text = z.pipe(
  z.pipe(
    storableText({ multiline: true }),
    z.transform((v: unknown) => (typeof v === 'string' ? v : '')),
  ),
  z.string().check(z.trim()),
)

export const statusChangeSchema = z.object({
  to: z.pipe(text, z.string().check(z.minLength(1, leadMessages.statusRequired))),
  note: z.pipe(text, z.string().check(z.maxLength(1000, leadMessages.statusNoteTooLong))),
})

export type StatusChange = z.output<typeof statusChangeSchema>

const field = z.pipe(
  storableText(),
  z.transform((v: unknown) => (typeof v === 'string' ? v.trim() : '')),
)

const rupees = z.pipe(
  field,
  z.transform((s: string, ctx) => {
    if (s === '') return fail(ctx, leadMessages.amountRequired)
    const n = parseRupees(s)
    return n !== null && n >= 1000 && n <= 100_00_00_000 ? n : fail(ctx, leadMessages.amountInvalid)
  }),
)

// What each step records beside its note (docs/decisions/228): the form for a step shows these fields.
const stepFields = {
  sent_to_lender: {
    lender: z.pipe(field, z.string().check(z.minLength(1, leadMessages.lenderRequired), z.maxLength(60, leadMessages.lenderUnknown))),
  },
  sanctioned: {
    amount: rupees,
    rate: z.pipe(
      field,
      z.transform((s: string, ctx) => {
        const bp = parsePercentBp(s)
        return bp && bp <= 10_000 ? bp / 100 : fail(ctx, leadMessages.rateInvalid)
      }),
    ),
    tenure: z.pipe(
      field,
      z.transform((s: string, ctx) => (/^\d{1,3}$/.test(s) && +s >= 1 && +s <= 480 ? Number(s) : fail(ctx, leadMessages.tenureInvalid))),
    ),
  },
  disbursed: {
    amount: rupees,
    date: z.pipe(
      field,
      z.transform((s: string, ctx) => (isCalendarDate(s) ? s : fail(ctx, leadMessages.dateInvalid))),
    ),
  },
  rejected: {
    reason: z.pipe(
      field,
      z.transform((s: string, ctx) => (s in rejectReasons ? (s as RejectReason) : fail(ctx, leadMessages.reasonRequired))),
    ),
  },
} as const

/** A real day written YYYY-MM-DD, as a date input sends it. */
function isCalendarDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (!m) return false
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!))
  return d.toISOString().slice(0, 10) === s
}

/** A move with what its step records; the fields a step does not take are absent. */
export interface StepChange extends StatusChange {
  lender?: string
  amount?: number
  /** % a year */
  rate?: number
  tenure?: number
  /** YYYY-MM-DD */
  date?: string
  reason?: RejectReason
}

/** The schema for a move to `to`: the status form's fields and those of its step. */
export function stepSchema(to: unknown) {
  const extra = typeof to === 'string' && Object.hasOwn(stepFields, to) ? stepFields[to as keyof typeof stepFields] : {}
  return z.object({ ...statusChangeSchema.shape, ...extra })
}

/** The name of the form for a move to `to`, so a refusal shows under that step's form alone. */
export const stepForm = (to: unknown) =>
  typeof to === 'string' && Object.hasOwn(statusLabels, to) ? `${LEAD_FORMS.status}-${to}` : LEAD_FORMS.status

export const leadNoteSchema = z.object({
  body: z.pipe(text, z.string().check(z.minLength(1, leadMessages.noteRequired), z.maxLength(2000, leadMessages.noteTooLong))),
})

export type LeadNote = z.output<typeof leadNoteSchema>

export const eraseSchema = z.object({
  confirm: z.literal('yes', { error: leadMessages.eraseConfirm }),
})

/** FormState names, so each re-render shows its values and messages under the right form. */
export const LEAD_FORMS = {
  status: 'lead-status',
  note: 'lead-note',
  erase: 'lead-erase',
  reveal: 'lead-reveal-pan',
  filters: 'lead-filters',
} as const
