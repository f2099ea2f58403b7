export const description =
  'Put two or three loan offers side by side: the EMI, total interest, processing fee with GST, other charges, APR and total cost of each, with the cheapest marked.'
