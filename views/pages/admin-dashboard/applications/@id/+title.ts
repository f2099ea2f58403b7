import { branded } from '../../../branded'

export const title = branded('Application · Admin · Loan Partner')
