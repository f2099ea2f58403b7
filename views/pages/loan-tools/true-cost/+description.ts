export const description =
  'See what a loan really costs: the amount that reaches you after the processing fee, GST and charges, the EMI, the total interest and the APR as RBI’s Key Facts Statement computes it, with a printable illustrative KFS.'
