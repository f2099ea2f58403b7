import { branded } from '../branded'

export const description = branded('Sign in to the Loan Partner admin area.')
