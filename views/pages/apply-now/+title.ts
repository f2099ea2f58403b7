import { branded } from '../branded'

export const title = branded('Loan Application · Loan Partner')
