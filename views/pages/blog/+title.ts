import { branded } from '../branded'

export const title = branded('Our Blog · Loan Partner')
