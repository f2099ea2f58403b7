import { branded } from '#views/pages/branded'

export const title = branded('Product · Lenders · Admin · Loan Partner')
