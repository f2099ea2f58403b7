import { branded } from '#views/pages/branded'

export const title = branded('Enquiries · Admin · Loan Partner')
