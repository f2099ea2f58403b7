import { branded } from '#views/pages/branded'

export const title = branded('Loan types · Admin · Loan Partner')
