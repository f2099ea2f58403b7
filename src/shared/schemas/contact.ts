import { contactLoanTypes } from '../content/contact'
import { textLimits } from '../content/business'
import { inputConstraints } from './constraints'
import { personName } from './names'
import { storableText, z } from './z'

// One schema for the browser check, the HTML form and the server parse (docs/product.md §16.1 Contact form:
// text is trimmed and capped). Missing or null values count as empty, so a JSON call without a field gets
// the same 'required' message as an empty box; a number (MobileNumber: 9876543210) counts as its digits.
// Every field first passes the shared text check (docs/decisions/150); only Message may hold line breaks.
const text = <T extends z.ZodMiniType<unknown, unknown>>(schema: T, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    z.pipe(
      z.transform<unknown, unknown>((v) => (v === undefined || v === null ? '' : typeof v === 'number' ? String(v) : v)),
      storableText(lines),
    ),
    schema,
  )

const tooLong = (label: string, max: number) => `${label} must be at most ${max.toLocaleString('en-IN')} characters`

const tenDigits = /^[0-9]{10}$/
const emailShape = z.regexes.email

const optional = (schema: z.ZodMiniString<string>, lines: { multiline?: boolean } = {}) =>
  z.pipe(
    text(schema, lines),
    z.transform((v: string) => (v === '' ? undefined : v)),
  )

export const contactSchema = z.object({
  FirstName: text(
    z
      .string({ error: 'First Name is required' })
      .check(
        z.trim(),
        z.minLength(1, 'First Name is required'),
        z.maxLength(textLimits.name, tooLong('First Name', textLimits.name)),
        z.regex(personName, 'Name should contain only letters'),
      ),
  ),
  LastName: optional(
    z.string({ error: 'Enter your last name as text' }).check(
      z.trim(),
      z.maxLength(textLimits.name, tooLong('Last Name', textLimits.name)),
      z.refine((v: string) => v === '' || personName.test(v), 'Name should contain only letters'),
    ),
  ),
  MobileNumber: text(
    z
      .string({ error: 'Mobile Number is required' })
      .check(z.trim(), z.minLength(1, 'Mobile Number is required'), z.regex(tenDigits, 'Enter a valid 10-digit mobile number')),
  ),
  City: text(
    z
      .string({ error: 'City is required' })
      .check(z.trim(), z.minLength(1, 'City is required'), z.maxLength(textLimits.name, tooLong('City', textLimits.name))),
  ),
  LoanType: text(
    z.string({ error: 'Loan type is required' }).check(
      z.trim(),
      z.minLength(1, 'Loan type is required'),
      z.refine((v: string) => v === '' || (contactLoanTypes as readonly string[]).includes(v), 'Choose a loan type from the list'),
    ),
  ),
  Message: optional(
    z
      .string({ error: 'Enter your message as text' })
      .check(z.trim(), z.maxLength(textLimits.message, tooLong('Message', textLimits.message))),
    { multiline: true },
  ),
  Email: optional(
    z.string({ error: 'Enter a valid email' }).check(
      z.trim(),
      z.maxLength(254, 'Enter a valid email'),
      z.refine((v: string) => v === '' || emailShape.test(v), 'Enter a valid email'),
    ),
  ),
})

/** A valid enquiry, trimmed, with empty optional fields left out. */
export type ContactEnquiry = z.output<typeof contactSchema>

/** Each field's HTML constraints, read from the schema (docs/decisions/127). */
export const contactInputs = inputConstraints(contactSchema.shape)

/** The fields in form order; the page and the tests use it. */
export const contactFields = ['FirstName', 'LastName', 'MobileNumber', 'City', 'LoanType', 'Message', 'Email'] as const
