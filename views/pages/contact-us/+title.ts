import { branded } from '../branded'

export const title = branded('Contact Us · Loan Partner')
