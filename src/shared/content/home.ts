/** Home and About page copy (docs/product.md §1 Who it is for, §4 Home, §5 About and FAQ). */

export interface TitledText {
  title: string
  text: string
}

export const hero = {
  label: 'Finance Services',
  headline: 'Easy, Fast & Hassle-Free Loans – Just for You!',
  intro:
    'Compare offers from RBI-regulated banks and NBFCs, check your eligibility in minutes and get funds in your account without the paperwork runaround.',
} as const

export const whyChooseUs: { heading: string; reasons: TitledText[] } = {
  heading: 'Why You Choose Us !',
  reasons: [
    {
      title: 'Instant Approvals',
      text: 'Apply online in a few minutes and get an in-principle decision quickly, with no long waits or repeated branch visits.',
    },
    {
      title: 'Best Interest Rates',
      text: 'We compare offers from multiple banks and NBFCs so you can pick the rate and tenure that suit your profile.',
    },
    {
      title: 'No Hidden Charges',
      text: 'The processing fee, interest rate and any other charges are shown to you before you sign, so there are no surprises later.',
    },
    {
      title: '100% Secure & Transparent',
      text: 'Your PAN and personal details are encrypted and shared only with the lender you choose, for the purpose of your application.',
    },
    {
      title: '24/7 Customer Support',
      text: 'Our team is available round the clock to answer questions about your application, documents or repayments.',
    },
  ],
}

export const caseStudies = {
  heading: 'Latest Case Studies',
  line: 'Financial Consultancy, Case Studies, Loan',
} as const

export const banner = 'Unlock Financial Freedom with Expert Loan Solutions.'

export const features: { label: string; heading: string; items: TitledText[] } = {
  label: 'Features',
  heading: 'Why Loan Partner is Your Best Loan Partner?',
  items: [
    {
      title: 'Consolidation Loan',
      text: 'Merge multiple debts into a single low-interest EMI and replace several due dates with one predictable payment.',
    },
    {
      title: 'Overdraft Facility',
      text: 'Withdraw funds as needed from a sanctioned limit and pay interest only on the amount you use, for the days you use it.',
    },
    {
      title: 'Credit Card Balance Transfer',
      text: 'Shift high-interest credit card dues to a lower-interest loan and repay them in fixed monthly instalments.',
    },
  ],
}

export const socialProof = {
  trusted: 'Trusted over 70,000',
  customers: '10.2k',
  customersLabel: 'Happy customers',
  rating: 4,
  ratingOutOf: 5,
} as const

export const aboutCopy: { heading: string; paragraphs: string[]; consultationLabel: string } = {
  heading: 'Your Trusted Partner for Every Loan Need',
  paragraphs: [
    'Loan Partner helps people across India find the right loan without the usual stress. We work with RBI-regulated banks and NBFCs to bring you personal, business, home, overdraft, car and credit card loans, and we compare their offers so you can choose the best rate, tenure and EMI for your situation.',
    'From checking your eligibility and CIBIL score to collecting your KYC documents and tracking your application, our advisers guide you at every step. The charges are explained upfront, your data is kept secure, and the final decision is always yours.',
    'Not sure where to start? Book a free consultation and one of our loan experts will call you back to talk through your options.',
  ],
  consultationLabel: 'Free Consultation',
}
