/**
 * Service detail content, one entry per /services/{serviceName} slug (docs/product.md §6 Service pages, §14, §20),
 * the header's Services dropdown, the three fixed benefit blocks and the generic
 * /service-details 'Loan Services' page.
 */
import copy from './services.json'

export const serviceSlugs = ['personal-loan', 'business-loan', 'overdraft-loan', 'home-loan', 'car-loan', 'creditcard-loan'] as const

export type ServiceSlug = (typeof serviceSlugs)[number]

export interface ServiceFact {
  label: string
  value: string
}

export interface ServiceContent {
  slug: ServiceSlug
  title: string
  description: string
  paragraph1: string
  images: [string, string, string]
  /** One for each image. */
  imageAlts: string[]
  /** Feature bullets (at most 9), including the figures of docs/product.md §20 Business constants. */
  points: string[]
  /** Call-to-action heading. */
  heading1: string
  /** 'How to Apply?' steps (four). */
  steps: string[]
  /** Required documents (at most 7). */
  docs: string[]
  /**
   * A second loan the page also covers, with its own list: the car-loan page's loan against property
   * (docs/decisions/167). An applicant for the page's own loan is never told to bring these.
   */
  alsoDocs?: { heading: string; docs: string[] }
  /** The figures of docs/product.md §20 Business constants, as displayed. */
  facts: ServiceFact[]
}

function imagesFor(slug: ServiceSlug): [string, string, string] {
  return [`/images/services/${slug}-1.webp`, `/images/services/${slug}-2.webp`, `/images/services/${slug}-3.webp`]
}

/** Each service's copy, kept as data in services.json; the slug and the image paths follow from its key. */
export const services = Object.fromEntries(
  serviceSlugs.map((slug): [ServiceSlug, ServiceContent] => [slug, { slug, images: imagesFor(slug), ...copy[slug] }]),
) as Record<ServiceSlug, ServiceContent>

export interface NavServiceEntry {
  label: string
  slug: ServiceSlug
  description: string
}

/** Header Services dropdown, in order (docs/product.md §3 Shared layout). */
export const navDescriptions: NavServiceEntry[] = [
  { label: 'Personal', slug: 'personal-loan', description: 'Can be used for any personal financial need' },
  { label: 'Business', slug: 'business-loan', description: 'Helps entrepreneurs and business owners' },
  { label: 'Overdraft', slug: 'overdraft-loan', description: 'Flexible credit line that allows you to withdraw money' },
  { label: 'Home', slug: 'home-loan', description: 'Helps you buy, construct or renovate your dream home' },
  { label: 'Car', slug: 'car-loan', description: 'Leverage your property to secure a high-value loan' },
  { label: 'Credit Cards', slug: 'creditcard-loan', description: 'HDFC, SBI, ICICI and Axis Bank credit cards' },
]

export interface Benefit {
  title: string
  text: string
}

/** The three fixed benefit blocks on every service page (docs/product.md §6 Service pages). */
export const benefits: Benefit[] = [
  {
    title: 'Immediate Financial Assistance',
    text: 'Get quick access to funds when you need them most, with fast approvals and direct transfer to your bank account.',
  },
  {
    title: 'Flexible Repayment Options',
    text: 'Choose a tenure and EMI that fit your monthly budget, and prepay after the 1st EMI without pre-closure charges.',
  },
  {
    title: 'Builds Credit Score',
    text: 'Repaying your EMIs on time is reported to credit bureaus such as CIBIL and steadily improves your credit score for future borrowing.',
  },
]

export interface LoanServicesSection {
  heading: string
  text: string
}

export interface LoanServicesPage {
  title: string
  intro: string
  images: [string, string, string]
  /** One for each image. */
  imageAlts: string[]
  sections: LoanServicesSection[]
}

/** The generic /service-details page (docs/product.md §6 Service pages: real copy, no placeholder text). */
export const loanServicesPage: LoanServicesPage = {
  title: 'Loan Services',
  intro:
    'Loan Partner brings personal, business, home, overdraft, car and credit card loans from RBI-regulated banks and NBFCs together in one place. Tell us what you need, and we compare offers, explain the costs in plain language and help you from application to disbursal.',
  images: ['/images/services/overview-1.webp', '/images/services/overview-2.webp', '/images/services/overview-3.webp'],
  imageAlts: [
    'A loan adviser explaining loan options to a customer',
    'A customer applying for a loan on a laptop',
    'A family planning their finances together at home',
  ],
  sections: [
    {
      heading: 'Loans for every need',
      text: 'Whether you are paying for a wedding, growing your business, buying a home, managing uneven cash flow or clearing expensive credit card debt, there is a loan built for it. Unsecured loans such as personal and business loans need no collateral, while secured loans such as home loans and loans against property offer larger amounts at lower rates.',
    },
    {
      heading: 'We compare, you choose',
      text: 'Instead of visiting several banks, you fill in one application. We match your income, CIBIL score and requirement with the lenders most likely to approve you, and show you the interest rate, processing fee (up to 5% of the loan amount) and EMI of each offer so you can choose with confidence.',
    },
    {
      heading: 'Simple, digital paperwork',
      text: 'Most applications need only your PAN, Aadhaar, recent salary slips or ITR, and bank statements. You can share them digitally, and our advisers check them before they go to the lender, so that your application is not delayed by missing papers.',
    },
    {
      heading: 'Borrow responsibly',
      text: 'Before you apply, use our EMI calculator to see how the amount, rate and tenure affect your monthly instalment and the total interest you pay. As a rule of thumb, keep all your EMIs together below about 40% to 50% of your monthly income, and repay on time to keep your credit score healthy.',
    },
  ],
}
