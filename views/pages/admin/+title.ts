import { branded } from '../branded'

export const title = branded('Admin Login · Loan Partner')
