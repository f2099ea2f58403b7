export const description =
  'A printable illustration of the Key Facts Statement RBI asks lenders to give before a loan: amount, instalments, rate, fees with GST, net disbursed, total to repay, APR and the repayment schedule. An illustration, not an offer.'
