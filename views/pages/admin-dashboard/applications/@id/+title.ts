import { branded } from '#views/pages/branded'

export const title = branded('Application · Admin · Loan Partner')
