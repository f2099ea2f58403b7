import { branded } from '../../branded'

export const title = branded('Loan types · Admin · Loan Partner')
