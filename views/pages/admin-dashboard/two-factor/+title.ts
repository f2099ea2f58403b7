import { branded } from '#views/pages/branded'

export const title = branded('Two-factor sign-in · Admin · Loan Partner')
