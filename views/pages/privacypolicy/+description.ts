import { branded } from '../branded'

export const description = branded(
  'How Loan Partner collects, uses, shares, protects and erases the personal data from its loan application and enquiry forms, and your rights under the DPDP Act 2023.',
)
