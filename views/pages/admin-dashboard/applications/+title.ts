import { branded } from '#views/pages/branded'

export const title = branded('Applications · Admin · Loan Partner')
