import { branded } from '../../branded'

export const title = branded('Two-factor sign-in · Admin · Loan Partner')
