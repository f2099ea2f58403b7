import { branded } from '../../branded'

export const title = branded('Requests · Admin · Loan Partner')
