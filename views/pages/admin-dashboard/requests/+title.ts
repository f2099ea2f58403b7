import { branded } from '#views/pages/branded'

export const title = branded('Requests · Admin · Loan Partner')
