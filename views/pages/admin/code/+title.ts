import { branded } from '../../branded'

export const title = branded('Enter your code · Admin Login · Loan Partner')
