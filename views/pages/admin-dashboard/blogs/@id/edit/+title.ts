import { branded } from '../../../../branded'

export const title = branded('Edit Blog · Admin · Loan Partner')
