// The loan tools' words: the hub, the shared parts of every tool page (src/shared/content/loan-tools-nav.ts
// reads the tools' names from here), eligibility, compare and balance transfer (docs/product.md §
// Loan tools). Read in the browser too (<MessagesJson parts={['tools']} />): plain text only, {name}
// placeholders filled with fill().
import { eligibilityExplain, shared } from './tools-words'

export default {
  /** The tools' names and one-line descriptions, by slug: the hub, the "More loan tools" strip, the service pages. */
  nav: {
    'true-cost': {
      label: 'True cost & APR',
      description: 'What you really receive and repay once fees and GST are in, as an APR, with a draft Key Facts Statement',
    },
    prepayment: {
      label: 'Part-prepayment',
      description: 'How much interest a lump sum saves, the new EMI or tenure, and whether a charge applies',
    },
    eligibility: {
      label: 'Eligibility & reverse EMI',
      description: 'The largest loan your income supports, or the loan an EMI you choose can repay',
    },
    'balance-transfer': {
      label: 'Balance transfer',
      description: 'Whether moving your loan to a lower rate pays after the new lender’s fees, and from which month',
    },
    compare: {
      label: 'Compare offers',
      description: 'Two or three offers side by side: EMI, interest, fees, APR and total cost, the cheapest marked',
    },
    'rate-converter': {
      label: 'Flat rate converter',
      description:
        'A flat, monthly or reducing-balance rate as the reducing-balance rate banks quote, with the EMI, the interest and the APR',
    },
  },
  hub: {
    title: 'Loan Tools: True Cost & APR, Prepayment, Eligibility, Balance Transfer · {brand}',
    description:
      'Free loan tools: the true cost and APR of a loan with a draft Key Facts Statement, part-prepayment savings, eligibility and reverse EMI, balance transfer and a side-by-side comparison of offers.',
    eyebrow: 'Plan before you borrow',
    heading: 'Loan tools',
    lead: 'The figures lenders show last: what you really receive and repay, what a prepayment saves, what your income supports and which offer is cheapest. No phone number, no sign-up. Every result is a link you can keep or share, except the eligibility answer: your income never goes into an address, so that form posts instead.',
    open: 'Open',
    emiTitle: 'EMI calculator',
    emiText: 'The monthly instalment, the total interest and a month-by-month schedule for any amount, rate and tenure.',
    whyTitle: 'Why the APR, not just the rate',
    whyText:
      'The interest rate leaves out the processing fee, the GST on it and the other charges taken before the money reaches you. The Reserve Bank of India asks every lender to show the Annual Percentage Rate (APR) in a Key Facts Statement before you sign: the yearly rate at which what you actually receive grows into what you repay. Our tools work it out the same way, exact to the rupee.',
  },
  shared,
  eligibility: {
    title: 'Loan Eligibility & Reverse EMI Calculator · {brand}',
    description:
      'How much can you borrow? The largest EMI your income allows under a FOIR limit, the loan it supports, the tenure capped at retirement, and a reverse EMI calculator from the EMI you choose to the loan amount.',
    heading: 'Eligibility & reverse EMI',
    lead: 'The largest loan your income supports, or the loan an EMI you choose will repay. No personal details needed: only the numbers.',
    formTitle: 'Your income',
    submit: 'Check eligibility',
    income: 'Net monthly income',
    incomeHelp: 'What reaches your account each month, after tax.',
    emis: 'EMIs you already pay',
    emisHelp: 'All of them, a month; 0 if none.',
    age: 'Your age',
    theLoan: 'The loan',
    foir: 'EMI limit (FOIR)',
    foirHelp: 'Leave empty for the usual limit: 50%, or 55% for a home loan.',
    retirementAge: 'Repay by age',
    resultsTitle: 'What you can borrow',
    maxLoan: 'Largest loan',
    maxEmi: 'Largest affordable EMI',
    foirUsed: 'EMI limit used',
    monthsUsed: 'Tenure used',
    reverseTitle: 'Reverse EMI: start from the EMI you can pay',
    targetEmi: 'Monthly EMI',
    targetRate: 'Rate (% a year)',
    reverseSubmit: 'Work out the loan',
    reverseResults: 'The loan this EMI repays',
    targetInterest: 'Total interest',
    targetTotal: 'Total of the EMIs',
    applyForThis: 'Apply for this amount',
    noneLeft: 'None left before retirement',
    monthsNote: 'Cut from {months} months so the loan ends by age {age}.',
    foirOfIncome: '{foir} of your income',
    targetSentence: 'An EMI of {emi} at {rate} a year over {months} repays a loan of up to {loan}.',
    targetTotalText: '{total} ({months} × {emi})',
    explain: eligibilityExplain,
    explainIntro: 'Lenders decide how much you can borrow from what you can repay each month, not from the loan you ask for.',
    explainPoints: [
      {
        term: 'The EMI limit (FOIR):',
        text: 'all your EMIs together may take only part of your net income, usually about half. What is left after the EMIs you already pay is the most a new EMI can be.',
      },
      {
        term: 'The loan:',
        text: 'that EMI, at the rate and over the tenure, repays a loan of a certain size. This is the reverse of the EMI formula: P = E × ((1 + r)ⁿ − 1) ÷ (r × (1 + r)ⁿ).',
      },
      {
        term: 'Your age:',
        text: 'the loan must be repaid by the age you set, 60 unless your lender allows more, so the tenure may be cut.',
      },
    ],
    explainFine:
      'A lender also looks at your credit score, your job and the loan’s purpose. These figures are a planning guide, not an approval.',
    faqs: [
      {
        id: 1,
        title: 'What is FOIR?',
        answer:
          'The Fixed Obligations to Income Ratio: the share of your net monthly income that all your EMIs together may take. Lenders commonly allow 40% to 60% depending on your income and the loan. The tool uses 50%, or 55% for home loans, unless you enter your own.',
      },
      {
        id: 2,
        title: 'Why does my age shorten the tenure?',
        answer:
          'Lenders want a loan repaid before you retire, usually by 60 for salaried borrowers. So the tenure is cut to the months left until that age, and a shorter tenure supports a smaller loan for the same EMI. You can change the retirement age if your lender allows a later one.',
      },
      {
        id: 3,
        title: 'What is a reverse EMI?',
        answer:
          'It works back from the EMI you can pay to the loan it repays: P = E × ((1 + r)^n − 1) ÷ (r × (1 + r)^n), where E is the EMI, r the monthly rate and n the number of months. We round the loan down to the rupee, so its EMI never exceeds yours.',
      },
    ],
  },
  compare: {
    title: 'Compare Loan Offers: EMI, Fees, APR and Total Cost · {brand}',
    description:
      'Put two or three loan offers side by side: the EMI, total interest, processing fee with GST, other charges, APR and total cost of each, with the cheapest marked.',
    heading: 'Compare loan offers',
    lead: 'Two or three offers side by side: the EMI, the interest, the fees, the APR and the total cost of each, with the cheapest marked.',
    formTitle: 'The offers',
    intro: 'Copy each lender’s figures from its offer or Key Facts Statement. Fill in a third amount to compare three.',
    offerN: 'Offer {n}',
    name: 'Name',
    rate: 'Rate (% a year)',
    tenure: 'Tenure',
    fee: 'Processing fee',
    feeIn: 'Fee in',
    addGst: 'Add 18% GST to the fee',
    charges: 'Other charges',
    submit: 'Compare',
    resultsTitle: 'Side by side',
    cardsLabel: 'The offers, cheapest first',
    tableLabel: 'The offers compared',
    tableCaption: 'The offers compared, the cheapest marked',
    metrics: {
      emi: 'Monthly EMI',
      interest: 'Total interest',
      fees: 'Processing fee with GST',
      charges: 'Other charges',
      net: 'Net amount disbursed',
      apr: 'APR',
      cost: 'Total cost',
    },
    nothing: 'Nothing',
    none: 'None',
    swallowedHint: 'The fee, GST and charges take the whole loan: nothing would be disbursed.',
    cheapest: 'Cheapest',
    lowestApr: 'Lowest APR',
    nothingDisbursed: 'Nothing disbursed',
    allSwallowed: 'The fees and charges take the whole loan in every offer: nothing would be disbursed, so there is nothing to compare.',
    and: ' and ',
    swallowed: ' Nothing would be disbursed by {names}: its fees and charges take the whole loan.',
    onlyOne: '{best} is the only offer that disburses anything.{nothing}',
    byApr:
      'The amounts or tenures differ, so the offers are ranked by APR, not by total cost: a larger or longer loan always costs more in rupees. {best} has the lowest APR, {bestApr} against {nextApr} for {next}.{nothing}',
    lessThan: '{gap} less than {next}',
    sameAs: 'the same as {next}',
    sameAsLowerApr: 'the same as {next}, at a lower APR',
    byCost: '{best} is the cheapest: {cost} in interest, fees and charges, {versus}.{nothing}',
    explainIntro:
      'Two offers at nearly the same rate can cost very different amounts once the processing fee, the GST on it and the other charges are counted. This page works out each offer’s true cost the way our true-cost tool does and marks the cheapest.',
    explainPoints: [
      {
        term: 'Total cost',
        text: 'is all the interest plus every fee and charge: what the loan costs you beyond the amount borrowed.',
      },
      {
        term: 'APR',
        text: 'is that cost as a yearly rate on the money that actually reaches you, so offers of different sizes or tenures can be compared too.',
      },
    ],
    explainFine:
      'When every offer lends the same amount over the same tenure, the cheapest is the lowest total cost (on a tie, the lower APR). When the amounts or tenures differ, a bigger or longer loan always costs more in rupees, so the offers are ranked by APR instead, and the page says so.',
    faqs: [
      {
        id: 1,
        title: 'Which offer is marked cheapest?',
        answer:
          'The one with the lowest total cost: all the interest plus the processing fee, the GST on it and the other charges. When two offers cost the same, the lower APR wins. If the offers are for different amounts or tenures, compare their APRs too: the total cost of a bigger or longer loan is naturally higher.',
      },
      {
        id: 2,
        title: 'Why can a lower rate cost more?',
        answer:
          'Because the fees come out of the loan. A lower rate with a high processing fee can cost more than a slightly higher rate with no fee, especially over a short tenure. The APR puts both on one scale.',
      },
      {
        id: 3,
        title: 'Where do I find these figures for a real offer?',
        answer:
          'In the Key Facts Statement every RBI-regulated lender must give you before you sign: the rate, each fee and charge, and the APR. Enter them here to see the offers side by side.',
      },
    ],
  },
  balanceTransfer: {
    title: 'Balance Transfer Calculator: Saving After Fees and Break-even · {brand}',
    description:
      'Should you move your loan to a lower rate? The new EMI, the monthly saving, the total saving after the new lender’s fees and the month the move pays for itself.',
    heading: 'Balance transfer calculator',
    lead: 'Whether moving your loan to a lower rate pays once the new lender’s fees are counted, and from which month.',
    formTitle: 'Your loan now',
    outstanding: 'Principal still owed',
    currentRate: 'Current rate (% a year)',
    remainingMonths: 'Months left to pay',
    offerTitle: 'The new lender’s offer',
    newRate: 'New rate (% a year)',
    fees: 'What the move costs',
    feesHelp: 'Processing fee with GST, legal and valuation charges, stamp duty.',
    resultsTitle: 'Does moving pay?',
    totalSaving: 'Total saving after fees',
    rows: {
      'current-emi': 'EMI now',
      'new-emi': 'New EMI',
      'monthly-saving': 'Saving a month',
      'current-total': 'Left to pay now',
      'new-total': 'Left to pay after moving',
      fees: 'Cost of moving',
      'break-even': 'Break-even month',
    },
    never: 'Never',
    monthOf: 'Month {month} of {months}',
    notLower: 'The new rate of {newRate} is not lower than your {currentRate}, so moving cannot save anything.',
    neverPays: 'The move never pays: over the {months} left, the EMI saving does not cover the {fees} it costs.',
    pays: 'Moving saves {saving} a month. The {fees} it costs is earned back by month {month}, and you are {total} better off by the end.',
    explainIntro:
      'In a balance transfer a new lender pays off what you owe and you repay it instead, at its rate, over the months you had left. The EMI falls, but the move has a price: the new lender’s fees.',
    explainPoints: [
      {
        term: 'Total saving',
        text: 'is what you would have paid the old lender, less what you will pay the new one, less the fees.',
      },
      {
        term: 'Break-even',
        text: 'is the month in which the EMIs saved first add up to the fees. Close or move the loan before it and the transfer has cost you money.',
      },
    ],
    explainFine:
      'A floating-rate loan to an individual for non-business use carries no foreclosure charge at the old lender (RBI’s 2025 directions). For other loans, add any foreclosure charge to the cost of moving.',
    faqs: [
      {
        id: 1,
        title: 'What is a balance transfer?',
        answer:
          'Moving what you still owe to another lender at a lower rate: the new lender pays off the old one, and you repay the new lender over the remaining months. It pays only if the interest you save is more than what the move costs.',
      },
      {
        id: 2,
        title: 'What does the break-even month mean?',
        answer:
          'The month in which the EMIs you have saved add up to the fees you paid to move. Before it, the move has cost you money; after it, you are ahead. If you might close or move the loan again before then, the transfer is not worth it.',
      },
      {
        id: 3,
        title: 'Which fees should I include?',
        answer:
          'Everything the move costs: the new lender’s processing fee with 18% GST, legal and valuation charges on a home loan, stamp duty on the new agreement, and any foreclosure charge from the old lender (none on floating-rate loans to individuals for non-business use, under RBI’s 2025 directions).',
      },
    ],
  },
  rateConverter: {
    title: 'Flat Rate to Reducing Balance Rate Converter: EMI, Interest and APR · {brand}',
    description:
      'Turn a flat rate, a monthly rate or a reducing-balance rate into the reducing-balance rate banks quote, with the EMI, the total interest and the APR once a processing fee is in.',
    heading: 'Flat rate converter',
    lead: 'A dealer’s flat rate, a moneylender’s monthly rate or a bank’s reducing-balance rate, as the one rate you can compare: the reducing-balance rate, with the EMI, the interest and the APR.',
    formTitle: 'The rate you were quoted',
    rate: 'Rate as quoted',
    kind: 'The rate is',
    kinds: {
      flat: 'Flat, % a year',
      monthly: 'Flat, % a month',
      reducing: 'Reducing balance, % a year',
    },
    kindHelp:
      'Flat: interest on the whole amount for the whole tenure. A monthly rate on what you still owe? Enter it × 12 as a reducing-balance rate.',
    fee: 'Processing fee (optional)',
    feeKind: 'The fee is quoted',
    feePercent: 'in % of the loan',
    feeRupees: 'in ₹',
    gst: 'Add 18% GST to the fee',
    resultsTitle: 'The same loan, side by side',
    side: {
      reducing: 'Reducing-balance rate',
      emi: 'EMI',
      interest: 'Total interest',
      apr: 'APR with the fee',
    },
    rows: {
      quoted: 'Rate as quoted',
      flat: 'As a flat rate',
      fee: 'Fee with GST',
      net: 'Net amount disbursed',
      repay: 'Total of the EMIs',
    },
    quoted: {
      flat: '{rate} flat a year',
      monthly: '{rate} flat a month',
      reducing: '{rate} a year on the reducing balance',
    },
    aYear: '{rate} a year',
    nothingDisbursed: 'None: nothing is disbursed',
    /** The one sentence with the borrower's figures; {fee} is the fee clause or nothing. */
    sentence: {
      flat: 'At {quoted}, interest is charged on the whole {amount} for all {months}, {interest} in all, although your EMIs repay part of the loan every month: that is {reducing} a year on the reducing balance, as banks quote rates{fee}.',
      reducing:
        'At {quoted}, interest is charged only on what you still owe, {interest} over {months}: the same interest as a flat rate of {flat} a year on the whole {amount}{fee}.',
      zero: 'At 0% no interest is charged, so a flat and a reducing-balance rate are the same{fee}.',
      fee: ', and an APR of {apr} once the {fee} fee comes out of the loan',
      swallowed: 'The fee takes the whole {amount}: nothing would be disbursed, so there is no APR to work out.',
    },
    explainIntro:
      'A flat rate charges interest on the amount you borrowed for the whole tenure, as if you repaid nothing until the end. Your EMIs repay part of the loan every month, so on what you really owe the rate is much higher: about 1.8 times for a three-year loan.',
    explainPoints: [
      {
        term: 'Flat rate:',
        text: 'interest = amount × rate × years, and the EMI = (amount + interest) ÷ months. A monthly flat rate is the same, × 12.',
      },
      {
        term: 'Reducing-balance rate:',
        text: 'the yearly rate on what is still owed that gives exactly the same EMIs: the rate banks quote, and the one to compare offers by.',
      },
      {
        term: 'APR:',
        text: 'the same, worked out on the money that reaches you once the processing fee and its GST are taken out, as RBI’s Key Facts Statement does.',
      },
    ],
    explainFine:
      'The reducing-balance rate is the monthly internal rate of return × 12, as the APR in a Key Facts Statement; our true-cost tool computes the APR the same way, with the same code.',
    faqs: [
      {
        id: 1,
        title: 'Is a 10% flat rate the same as 10% from a bank?',
        answer:
          'No. ₹1,00,000 at 10% flat for 36 months costs ₹30,000 of interest, an EMI of ₹3,611. The same EMI on a bank’s reducing balance is a rate of about 17.92% a year. Banks must quote the reducing-balance rate and the APR; compare those.',
      },
      {
        id: 2,
        title: 'What is a monthly rate?',
        answer:
          'Moneylenders and some lenders quote “2% a month” or “₹2 per ₹100 a month”. Charged on the amount borrowed, that is a flat rate of 24% a year, about 42% a year on the reducing balance for a one-year loan. If the monthly rate is charged on what you still owe, multiply it by 12 and enter it as a reducing-balance rate.',
      },
      {
        id: 3,
        title: 'Why does the APR differ from the reducing-balance rate?',
        answer:
          'The processing fee and its GST come out of the loan before the money reaches you, but you repay the whole amount. The APR counts that; the interest rate does not. With no fee they are the same.',
      },
    ],
  },
} as const
