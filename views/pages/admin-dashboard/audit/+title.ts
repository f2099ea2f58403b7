import { branded } from '#views/pages/branded'

export const title = branded('Audit log · Admin · Loan Partner')
