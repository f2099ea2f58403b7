/** A lender the admin adds in the stories: every field of the lender form, as typed. */
export const ashaForm = {
  legalName: 'Asha Finance Private Limited',
  displayName: 'Asha Finance',
  rbiRegistration: 'N-14.03268',
  websiteUrl: 'https://asha-finance.example',
  grievanceUrl: 'https://asha-finance.example/grievance',
  grievancePhone: '+91 80 2222 3333',
  penalCharges: '2% a month on the overdue amount',
  penalMonthly: '2',
  penalPerInstalment: '',
  coolingOffDays: '3',
}

/** A personal-loan product of that lender at a fixed rate, in Karnataka and Kerala, as typed. */
export const personalProductForm = {
  loanType: 'personal',
  minAmount: '50,000',
  maxAmount: '5,00,000',
  minTenure: '12',
  maxTenure: '48',
  rateKind: 'fixed',
  rate: '12.5',
  benchmark: '',
  benchmarkRate: '',
  spread: '',
  processingFee: '1.5',
  preClosure: 'None after 12 EMIs',
  minMonthlyIncome: '30,000',
  minAge: '21',
  maxAge: '58',
  maxAgeAtEnd: '60',
  statesServed: 'list',
  states: ['Karnataka', 'Kerala'],
}
