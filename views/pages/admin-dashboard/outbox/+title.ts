import { branded } from '#views/pages/branded'

export const title = branded('Outbox · Admin · Loan Partner')
