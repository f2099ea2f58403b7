export const description =
  'Our grievance officer and the RBI Ombudsman, the Fair Practices Code, interest rates and risk gradation, penal and prepayment charges, our lenders and the KFS.'
