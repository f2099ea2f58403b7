import { branded } from '../../branded'

export const title = branded('Blogs · Admin · Loan Partner')
