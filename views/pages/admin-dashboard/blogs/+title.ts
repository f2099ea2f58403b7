import { branded } from '#views/pages/branded'

export const title = branded('Blogs · Admin · Loan Partner')
