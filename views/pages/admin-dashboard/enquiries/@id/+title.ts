import { branded } from '../../../branded'

export const title = branded('Enquiry · Admin · Loan Partner')
