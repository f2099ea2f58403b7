import { branded } from '../../branded'

export const title = branded('Outbox · Admin · Loan Partner')
