export const description =
  'Free loan tools: the true cost and APR of a loan with a draft Key Facts Statement, part-prepayment savings, eligibility and reverse EMI, balance transfer and a side-by-side comparison of offers.'
