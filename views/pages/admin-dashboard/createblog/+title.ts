import { branded } from '#views/pages/branded'

export const title = branded('Create A New Blog · Loan Partner')
