import { branded } from '#views/pages/branded'

export const title = branded('Confirm Deletion · Admin · Loan Partner')
