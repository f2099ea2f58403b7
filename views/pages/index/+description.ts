export const description =
  'Compare personal, business, home, car, overdraft and credit card loans from RBI-regulated banks and NBFCs. Check eligibility, estimate your EMI and apply online.'
