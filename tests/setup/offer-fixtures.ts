// The worked case of every offers story (src/shared/offers/match.test.ts): a ₹5 lakh personal loan
// in Maharashtra, ₹60,000 a month, born 15 June 1994. On the sample catalogue it gets Trivan Bank's
// offer, then Sahyog Finance's, and the other four lenders are named with their reasons.

/** The apply form's fields as a browser without JavaScript sends them; `n` makes the PAN and e-mail unique. */
export function offersApplication(n: number, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    loanAmount: '5,00,000',
    monthlyIncome: '60,000',
    purpose: 'Personal',
    fullName: 'Asha Rao',
    email: `asha.offers.${n}@example.com`,
    panCard: `OFFER${String(1000 + n)}A`,
    mobileNumber: '9876543210',
    companyName: 'Acme Tools',
    pinCode: '400001',
    gender: 'FEMALE',
    dateOfBirth: '15/06/1994',
    state: 'Maharashtra',
    city: 'Mumbai',
    isChecked: 'on',
    ...overrides,
  }
}

/** The offers pass a response set, as a request sends it back ("lp.offers=…"). */
export const offersPassOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith('lp.offers='))!
    .split(';')[0]!
