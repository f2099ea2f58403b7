import { branded } from '#views/pages/branded'

export const title = branded('Edit Blog · Admin · Loan Partner')
