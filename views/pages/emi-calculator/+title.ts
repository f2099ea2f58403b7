import { branded } from '../branded'

export const title = branded('EMI Calculator: Monthly Instalment, Interest and Schedule · Loan Partner')
