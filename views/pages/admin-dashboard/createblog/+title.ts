import { branded } from '../../branded'

export const title = branded('Create A New Blog · Loan Partner')
