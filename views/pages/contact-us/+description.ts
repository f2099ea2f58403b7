import { branded } from '../branded'

export const description = branded(
  'Ask Loan Partner for a free loan consultation. Visit our Greater Noida office, call or e-mail us, Monday to Saturday, 10 AM to 7 PM, or send an enquiry online.',
)
