import { branded } from '../branded'

export const description = branded(
  'The terms for using Loan Partner: eligibility, what our loan facilitation service does, your responsibilities, disclaimers, liability and termination.',
)
