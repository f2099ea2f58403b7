import { branded } from '../branded'

export const title = branded('Dashboard · Loan Partner')
