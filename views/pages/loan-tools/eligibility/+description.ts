export const description =
  'How much can you borrow? The largest EMI your income allows under a FOIR limit, the loan it supports, the tenure capped at retirement, and a reverse EMI calculator from the EMI you choose to the loan amount.'
