import { branded } from '#views/pages/branded'

export const title = branded('Funnel · Admin · Loan Partner')
