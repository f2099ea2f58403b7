import { statusLabels } from '../leads'
import { storableText, z } from './z'

// The lead desk's admin forms (issue 8): one schema each, read by the page and the server.
export const leadMessages = {
  formInvalid: 'Please correct the form.',
  statusRequired: 'Choose the new status',
  statusIllegal: (from: string, to: string) =>
    `An application or enquiry cannot move from ${statusLabels[from] ?? from} to ${statusLabels[to] ?? to}`,
  noteRequired: 'Write the note first',
  noteTooLong: 'A note can be at most 2,000 characters',
  statusNoteTooLong: 'The note can be at most 1,000 characters',
  eraseConfirm: 'Tick the box to confirm the erasure',
  statusChanged: 'Status updated',
  noteAdded: 'Note added',
  erased: 'Personal data erased. The reference, the dates and the status are kept.',
  loanTypeSaved: 'Loan type terms saved',
} as const

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
