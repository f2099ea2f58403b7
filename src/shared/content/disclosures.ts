import { dataStoredInIndia } from './legal'
import { ratesAndCharges } from './loan-types'

/**
 * /disclosures (issue 13): what a lender's service provider owes its applicants under RBI's rules, in
 * plain words. The grievance officer's name and contacts come from the site identity (configurable);
 * the page adds them, the RBI portal, the lenders' wordmarks and the KFS links to the sections named
 * by id. Rules cited: the Digital Lending Directions 2025, the Integrated Ombudsman Scheme 2021, the
 * penal charges circular of 18 August 2023, the Pre-payment Charges on Loans Directions 2025, the KFS
 * circular of 15 April 2024 (docs/decisions/101).
 */
export interface DisclosureSection {
  id:
    | 'who-we-are'
    | 'grievance-officer'
    | 'rbi-ombudsman'
    | 'fair-practices-code'
    | 'interest-rates'
    | 'penal-charges'
    | 'prepayment-charges'
    | 'lending-partners'
    | 'key-fact-statement'
    | 'data-storage'
  heading: string
  paragraphs: string[]
  points?: string[]
  /** Paragraphs after the list. */
  closing?: string[]
}

export const disclosuresUpdated = '2026-11-25'

export const disclosuresIntro =
  'Loan Partner compares loans and passes your application to a bank or NBFC regulated by the Reserve Bank of India, which decides on it and sets its rate and charges. This page sets out who we are in law, how to complain, the rules your lender must follow, which lenders we work with and where your data is kept.'

/** RBI's Complaint Management System: complaints to the RBI Ombudsman. */
export const rbiComplaintPortal = { href: 'https://cms.rbi.org.in', label: 'cms.rbi.org.in' }
/** RBI's Sachet portal: to check whether an entity may lend or take deposits, and to report one that may not. */
export const rbiSachetPortal = { href: 'https://sachet.rbi.org.in', label: 'sachet.rbi.org.in' }
export const rbiContactCentre = '14448'

export const disclosureSections: DisclosureSection[] = [
  {
    id: 'who-we-are',
    heading: 'Who we are',
    paragraphs: ['The company behind this website, as registered with the Ministry of Corporate Affairs:'],
  },
  {
    id: 'grievance-officer',
    heading: 'Grievance Redressal Officer',
    paragraphs: [
      'If something has gone wrong with our service, or with a loan you applied for through us, tell our Grievance Redressal Officer by e-mail, phone or letter. It costs nothing.',
    ],
    closing: [
      'We acknowledge every complaint and reply in writing within 30 days. A complaint about a lender’s decision, rate or charges also goes to that lender’s own grievance officer, whose details are in your sanction letter and Key Facts Statement, and we follow it up with you.',
    ],
  },
  {
    id: 'rbi-ombudsman',
    heading: 'Escalation to the RBI Ombudsman',
    paragraphs: [
      'If you have no reply within 30 days of complaining, or you are not satisfied with the reply, you can complain to the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021. It is free, and you do not need a lawyer.',
      'The Ombudsman deals with the lender, a bank or NBFC. Because we act for the lender, a complaint about our service can be taken there against the lender too.',
    ],
    closing: [
      'Complain to the Ombudsman within one year of the reply you received, or within one year and 30 days of your complaint if you had no reply.',
    ],
  },
  {
    id: 'fair-practices-code',
    heading: 'Fair Practices Code',
    paragraphs: [
      'RBI’s Fair Practices Code and its Digital Lending Directions, 2025, bind every lender we work with, and us as their service provider. In short:',
    ],
    points: [
      'You get an acknowledgement of your application with the time within which a decision can be expected, and the lender tells you in writing if it turns you down, with the main reasons.',
      'Before you sign, the lender gives you a Key Facts Statement in a language you understand, with the annual percentage rate (APR), every fee and charge, and the repayment schedule. A charge that is not in it cannot be taken without your explicit consent.',
      'The loan is paid straight into your own bank account, and you repay the lender directly. No money passes through our accounts, and we never ask you for a fee.',
      'For a loan taken online you get a cooling-off period, at least three days for a loan of seven days or more and one day for a shorter one, in which you can exit by repaying the principal and the proportionate APR with no penalty.',
      'Nobody is treated differently because of sex, caste or religion.',
      'A change to the rate or charges is told to you in advance and applies only from then on.',
      'Recovery is done without harassment or intimidation: calls only between 8 a.m. and 7 p.m., and every agent says who they are and whom they act for.',
      'When you have repaid in full, the lender returns your property documents within 30 days, or pays you ₹5,000 for each day of delay it is responsible for.',
    ],
  },
  {
    id: 'interest-rates',
    heading: 'Interest rates and risk gradation',
    paragraphs: [
      'We do not set interest rates. Each lender sets its own under a policy its board approves, from its cost of funds, its running costs, a margin and a premium for the risk of the loan. The ranges in our Pricing table are the lenders’ current indicative ranges, not offers.',
      'Within a range, the rate you are offered depends on how the lender grades the risk of your loan (risk gradation). The main factors are:',
    ],
    points: [
      'your credit score and repayment history;',
      'your income, how steady it is, and the EMIs you already pay;',
      'the amount, tenure and purpose of the loan;',
      'any security or guarantee offered;',
      'your employer or the age and record of your business.',
    ],
    closing: [
      'So two people can be offered different rates for the same product. The rate is stated as a yearly rate, and the Key Facts Statement gives the APR, which adds the fees.',
      'A floating rate moves with the benchmark named in your loan agreement. When it is reset, the lender must tell you, and let you choose a higher EMI, a longer tenure or both, switch to a fixed rate under its policy, or prepay.',
    ],
  },
  {
    id: 'penal-charges',
    heading: 'Penal charges',
    paragraphs: [
      'If you miss an EMI or break another key term of the loan, the lender may levy a penal charge. Under RBI’s circular of 18 August 2023 on penal charges in loan accounts, in force for new loans from 1 April 2024:',
    ],
    points: [
      'it is a penal charge, not penal interest: it may not be added to your rate of interest;',
      'it is not capitalised: no interest is charged on it;',
      'it must be reasonable and in proportion to the default, and on a loan to an individual for a purpose other than business no higher than a business borrower pays for the same default;',
      'its amount and the reason for it are in the loan agreement, the Key Facts Statement and on the lender’s website, and you are told each time one is levied, and why.',
    ],
    closing: ['Ordinary interest still runs on an overdue instalment as your agreement says. We never levy penal charges ourselves.'],
  },
  {
    id: 'prepayment-charges',
    heading: 'Prepayment charges',
    paragraphs: ['Under RBI’s Pre-payment Charges on Loans Directions, 2025, for loans sanctioned or renewed on or after 1 January 2026:'],
    points: [
      'no bank or NBFC may charge you for prepaying a floating-rate loan taken by an individual for any purpose other than business, whether you repay part or all of it, wherever the money comes from, and with no lock-in period;',
      'floating-rate business loans to individuals and micro and small enterprises are free of prepayment charges at commercial banks, Tier 4 urban co-operative banks, upper-layer NBFCs and all-India financial institutions, and at small finance banks, regional rural banks, Tier 3 urban co-operative banks, state and central co-operative banks and middle-layer NBFCs up to a sanctioned amount of ₹50 lakh;',
      'on any other loan, such as a fixed-rate loan, a charge applies only if the sanction letter, the loan agreement and the Key Facts Statement disclose it, and a charge waived earlier cannot be claimed when you prepay. GST is added to a charge.',
    ],
    closing: [
      'Loans sanctioned before 1 January 2026 follow their agreement and RBI’s earlier instructions, which already ruled out foreclosure charges on floating-rate term loans to individuals for non-business use.',
      `These rules bind every lender. On ${ratesAndCharges.preClosureLoans}, our Pricing table’s “${ratesAndCharges.preClosure}” goes further: none on any of them. Our prepayment tool works out the charge another lender’s Key Facts Statement states.`,
    ],
  },
  {
    id: 'lending-partners',
    heading: 'Our lending partners',
    paragraphs: [
      'Applications made through Loan Partner go to these lenders, each a bank or NBFC regulated by the Reserve Bank of India. Each lender’s interest-rate policy, fair practices code, charges and grievance officer are on its own website and in the Key Facts Statement it gives you.',
    ],
  },
  {
    id: 'data-storage',
    heading: 'Where your data is kept',
    paragraphs: [dataStoredInIndia],
  },
  {
    id: 'key-fact-statement',
    heading: 'Key Facts Statement',
    paragraphs: [
      'Before you sign for any retail or MSME loan, the lender must give you a Key Facts Statement (KFS): the amount, the rate, the APR, every fee and charge, and the repayment schedule, in a standard form that makes offers easy to compare.',
      'Our borrower tools work out the true cost and APR of a loan from its rate and fees, and show an illustrative KFS for your figures. It shows what to look for; it is not an offer.',
    ],
  },
]

export const kfsLinks = [
  { href: '/loan-tools/true-cost', label: 'True cost and APR of a loan' },
  { href: '/loan-tools/true-cost/kfs', label: 'An illustrative Key Facts Statement' },
] as const

export const pricingLink = { href: '/apply-now#pricing', label: 'The lenders’ indicative rates, in our Pricing table' } as const
