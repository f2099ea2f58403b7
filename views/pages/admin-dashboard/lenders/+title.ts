import { branded } from '#views/pages/branded'

export const title = branded('Lenders · Admin · Loan Partner')
