import { branded } from '../../branded'

export const title = branded('Enquiries · Admin · Loan Partner')
