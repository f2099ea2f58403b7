import { branded } from '#views/pages/branded'

export const title = branded('Today · Admin · Loan Partner')
