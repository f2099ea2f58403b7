import { branded } from '../branded'

export const description = branded(
  'Loan Partner has helped over 70,000 borrowers across India compare banks and NBFCs. Meet our team, book a free consultation and read answers to common loan questions.',
)
