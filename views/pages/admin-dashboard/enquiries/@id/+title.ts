import { branded } from '#views/pages/branded'

export const title = branded('Enquiry · Admin · Loan Partner')
