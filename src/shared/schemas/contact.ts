import { contactLoanTypes } from '../content/contact'
import { textLimits } from '../content/business'
import { inputConstraints } from './constraints'
import { formErrorKeys as m } from './message-keys'
import { mobileNumber } from './mobile'
import { personName } from './names'
import { storableText, z } from './z'

// One schema for the browser check, the HTML form and the server parse (docs/product.md §16.1 Contact form:
// text is trimmed and capped). Missing or null values count as empty, so a JSON call without a field gets
// the same 'required' message as an empty box; a number (MobileNumber: 9876543210) counts as its digits.
// Every field first passes the shared text check (docs/decisions/150); only Message may hold line breaks.
// Its messages are keys of the catalogue's formErrors part (message-keys.ts); the product's words are there.
const text = <T extends z.ZodMiniType<unknown, unknown>>(schema: T, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    z.pipe(
      z.transform<unknown, unknown>((v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v)),
      storableText({ ...lines, message: m.unsafeText }),
    ),
    schema,
  )

const emailShape = z.regexes.email

const optional = (schema: z.ZodMiniString<string>, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    text(schema, lines),
    z.transform((v: string) => (v === '' ? undefined : v)),
  )

export const contactSchema = z.object({
  FirstName: text(
    z
      .string({ error: m.firstNameRequired })
      .check(
        z.trim(),
        z.minLength(1, m.firstNameRequired),
        z.maxLength(textLimits.name, m.firstNameTooLong),
        z.regex(personName, m.nameLetters),
      ),
  ),
  LastName: optional(
    z.string({ error: m.lastNameText }).check(
      z.trim(),
      z.maxLength(textLimits.name, m.lastNameTooLong),
      z.refine((v: string) => v === '' || personName.test(v), m.nameLetters),
    ),
  ),
  // The site's one mobile rule (docs/decisions/190): +91, 91 or 0 in front, spaces and hyphens, kept as 10 digits.
  MobileNumber: text(mobileNumber({ required: m.mobileRequired, invalid: m.mobileInvalid })),
  City: text(
    z.string({ error: m.cityRequired }).check(z.trim(), z.minLength(1, m.cityRequired), z.maxLength(textLimits.name, m.cityTooLong)),
  ),
  LoanType: text(
    z.string({ error: m.loanTypeRequired }).check(
      z.trim(),
      z.minLength(1, m.loanTypeRequired),
      z.refine((v: string) => v === '' || (contactLoanTypes as readonly string[]).includes(v), m.loanTypeInvalid),
    ),
  ),
  Message: optional(z.string({ error: m.messageText }).check(z.trim(), z.maxLength(textLimits.message, m.messageTooLong)), {
    multiline: true,
  }),
  Email: optional(
    z.string({ error: m.emailInvalid }).check(
      z.trim(),
      z.maxLength(254, m.emailInvalid),
      z.refine((v: string) => v === '' || emailShape.test(v), m.emailInvalid),
    ),
  ),
})

/** A valid enquiry, trimmed, with empty optional fields left out. */
export type ContactEnquiry = z.output<typeof contactSchema>

/** Each field's HTML constraints, read from the schema (docs/decisions/127). */
export const contactInputs = inputConstraints(contactSchema.shape)

/** The fields in form order; the page and the tests use it. */
export const contactFields = ['FirstName', 'LastName', 'MobileNumber', 'City', 'LoanType', 'Message', 'Email'] as const
