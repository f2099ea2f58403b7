import { branded } from '../../../../branded'

export const title = branded('Confirm Deletion · Admin · Loan Partner')
