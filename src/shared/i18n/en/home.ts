// The home page's words (docs/product.md §1 Who it is for, §4 Home). src/shared/content/home.ts
// re-exports the parts that tests and other pages quote; the case-study cards' words are the
// `services` part's products, by key.

export default {
  title: '{brand} · Easy, Fast & Hassle-Free Loans in India',
  description:
    'Compare personal, business, home, car, overdraft and credit card loans from RBI-regulated banks and NBFCs. Check eligibility, estimate your EMI and apply online.',
  hero: {
    label: 'Finance Services',
    headline: 'Easy, Fast & Hassle-Free Loans – Just for You!',
    intro:
      'Compare offers from RBI-regulated banks and NBFCs, check your eligibility in minutes and get funds in your account without the paperwork runaround.',
    applyNow: 'Apply Now',
    checkEligibility: 'Check Eligibility',
    /** What a screen reader calls the region (aria-roledescription). */
    carouselRole: 'carousel',
    carousel: 'Our card designs (pauses on hover or focus)',
    cards: [
      'A blue debit card with a contactless chip',
      'An orange debit card with a contactless chip',
      'A green debit card with a contactless chip',
    ],
    approved: 'Approved in 24 hours',
    disbursed: '₹5,00,000 disbursed',
  },
  /** Shared with /about: the figures themselves are in src/shared/content/home.ts. */
  socialProof: {
    trusted: 'Trusted over 70,000',
    /** The customer counter: the product's '10.2k' in English; Indian notation elsewhere (docs/decisions/217). */
    customers: '10.2k',
    customersLabel: 'Customers this year',
    rating: 'Rated {rating} out of {outOf} stars',
  },
  lenders: {
    region: 'Our lending partners',
    title: 'Loan offers from trusted banks and NBFCs',
    marquee: 'Lending partner logos (pauses on hover or focus)',
    /** Shown while any lender in the strip is a bundled sample (docs/decisions/201). */
    noteSample: 'Sample marks, for illustration. ',
    /** After a sample lender's name, in its mark's text alternative. */
    sampleTag: 'sample',
    noteBefore: 'The lenders we work with are named on our ',
    noteLink: 'disclosures page',
    noteAfter: '.',
    /** The promise to compare, and the published rule behind it (docs/decisions/220). */
    ruleBefore: ' After you apply, we show you every matching offer side by side: ',
    ruleLink: 'how we match and order offers',
    ruleAfter: '.',
  },
  whyChooseUs: {
    eyebrow: 'Why Us',
    heading: 'Why You Choose Us !',
    video: 'Video: applying for a loan with us',
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
        text: 'Track your application, ask for a copy of your data or withdraw a consent at any hour on Track application; our advisers answer calls Monday to Saturday, 10 am to 7 pm.',
      },
    ],
  },
  caseStudies: {
    heading: 'Latest Case Studies',
    line: 'Financial Consultancy, Case Studies, Loan',
    firstRow: 'Loan products, first row (pauses on hover or focus)',
    secondRow: 'Loan products, second row (pauses on hover or focus)',
  },
  banner: {
    region: 'Our promise',
    marquee: 'Our promise (pauses on hover or focus)',
    text: 'Unlock Financial Freedom with Expert Loan Solutions.',
  },
  features: {
    label: 'Features',
    /** Written with the default brand; the page shows the configured one. */
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
    calculate: 'Calculate your EMI',
    saving: {
      title: 'Saving Growth',
      text: 'Interest saved by moving to one lower-rate EMI (illustration)',
    },
    payment: {
      title: 'Monthly Payment Status',
      chart: 'Bar chart of EMIs paid on time over the last six months (illustration)',
      paid: 'EMIs paid this month',
    },
  },
  blogTeaser: {
    eyebrow: 'Our Blog',
    heading: 'Latest Loan Tips & Insights',
    viewAll: 'View all blogs',
    loading: 'Loading Blogs',
    empty: 'No blog posts yet. Our first loan guides are on their way, so please check back soon.',
  },
} as const
