export const description =
  'Should you move your loan to a lower rate? The new EMI, the monthly saving, the total saving after the new lender’s fees and the month the move pays for itself.'
