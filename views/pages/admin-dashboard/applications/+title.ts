import { branded } from '../../branded'

export const title = branded('Applications · Admin · Loan Partner')
