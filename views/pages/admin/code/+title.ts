import { branded } from '#views/pages/branded'

export const title = branded('Enter your code · Admin Login · Loan Partner')
