import { branded } from '../../branded'

export const title = branded('Audit log · Admin · Loan Partner')
