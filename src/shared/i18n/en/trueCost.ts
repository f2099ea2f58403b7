// The true-cost tool, its illustrative Key Facts Statement and the part-prepayment tool
// (docs/decisions/180). The tools' scripts read this part from the page (views/i18n/messages-json.tsx),
// so it is plain text: {name} placeholders, filled with fill(), never functions.
import { loanTypeSeed } from '#src/shared/content/loan-types'
import { prepaymentChargeWhose, prepaymentFaqs, trueCostFaqs } from '#src/shared/content/loan-tools-copy'
import { benchmarks } from '#src/shared/loan-tools/floating'
import { prepaymentChargeReasons } from '#src/shared/loan-tools/prepayment'

export default {
  /** Words the three pages share: tenures, the APR over its cap, the boxes' cap hints. */
  units: {
    monthCount: { one: '{n} month', other: '{n} months' },
    yearCount: { one: '{n} year', other: '{n} years' },
    monthsAndYears: '{months} ({years})',
    aprOver: 'over {value}',
    capMax: 'Capped at the maximum, {value}.',
    capMin: 'Raised to the minimum, {value}.',
    unread: 'Could not read what was given here as a number; used {value}.',
  },
  /** The loan types' names, by key (the content module's names). */
  loanNames: Object.fromEntries(loanTypeSeed.map((t) => [t.key, t.name])) as Record<string, string>,
  /** The floating-rate benchmarks, by value. */
  benchmarks: Object.fromEntries(benchmarks.map((b) => [b.value, b.label])) as Record<string, string>,

  title: 'True Cost & APR Calculator with Key Facts Statement · {brand}',
  description:
    'See what a loan really costs: the amount that reaches you after the processing fee, GST and charges, the EMI, the total interest and the APR as RBI’s Key Facts Statement computes it, with a printable illustrative KFS.',
  heading: 'True cost & APR',
  lead: 'What you really receive and repay once the processing fee, GST and other charges are in, and the APR that puts it in one figure.',
  form: {
    title: 'Your loan offer',
    rateType: 'The interest rate is',
    fixed: 'Fixed',
    floating: 'Floating',
    ifFloating: 'If the rate is floating',
    benchmark: 'Benchmark',
    spread: 'Spread over the benchmark',
    reset: 'Rate reset every',
    resetUnit: 'months',
    fee: 'Processing fee',
    feeKind: 'The fee is quoted',
    feePercent: 'in % of the loan',
    feeRupees: 'in ₹',
    gst: 'Add 18% GST to the fee',
    charges: 'Other charges taken from the loan (optional)',
    insurance: 'Insurance',
    valuation: 'Valuation fee',
    stampDuty: 'Stamp duty',
    documentation: 'Documentation',
  },
  results: {
    kfsLink: 'Illustrative Key Facts Statement',
    main: 'APR, the true yearly cost',
    emi: 'Monthly EMI',
    fee: 'Processing fee',
    gst: 'GST on the fee (18%)',
    charges: 'Other charges',
    net: 'Net amount disbursed',
    interest: 'Total interest',
    repay: 'Total of the EMIs',
    cost: 'Total cost of the loan',
  },
  /** What the figures say, as the view writes it (views/pages/loan-tools/true-cost/present.ts). */
  view: {
    emiSub: '{months} instalments of {emi} at {rate} a year',
    aprNone: 'None: nothing is disbursed',
    netNone: 'Nothing',
    gstNotAdded: 'Not added',
    refusal:
      'The fee, GST and charges come to {deductions}, the whole loan of {amount} or more: nothing would be disbursed. Lower them or raise the amount.',
    shock: 'If the benchmark rises by 0.25%: {shock}.',
    shockText: '+{emi} a month on the same term, or {emis} at the same EMI',
    noCover: 'the EMI would no longer cover the interest',
    moreEmis: { one: '{n} more EMI', other: '{n} more EMIs' },
    benchmarkRate: 'The benchmark is then {benchmark} ({rate} less the spread).',
    over: 'over {months}',
    summaryNothing: 'The fees and charges take the whole {amount}: nothing would reach your account, so there is no loan to cost.',
    summaryWhole: 'You receive the whole {amount} and repay {repay} {over}. With nothing deducted, the APR is the interest rate.',
    summaryStart: 'You receive {net}, not {amount}, and repay {repay} {over}.',
    summaryApr: '{start} On what actually reaches you, that costs {apr} a year, not {rate}.',
  },
  explain: {
    fees: 'Lenders quote the interest rate, but take the processing fee, the 18% GST on it and charges such as insurance or stamp duty out of the loan before it reaches you. You still repay EMIs on the full amount, so what you actually receive costs more than the rate says.',
    /** {apr} is the word APR, set in bold. */
    apr: 'The {apr} measures that. It is the yearly rate at which the net amount disbursed grows into your EMIs, worked out as the Reserve Bank of India’s Key Facts Statement does:',
    formula: 'Net disbursed = EMI ÷ (1 + r) + EMI ÷ (1 + r)² + … + EMI ÷ (1 + r)ⁿ, and APR = r × 12',
    points: ['The total cost is the interest plus every fee and charge.', 'With no fees or charges, the APR is exactly the interest rate.'],
    fine: 'We keep full precision while calculating and round to the rupee only for display. A lender’s KFS may print an APR 0.01% higher when it rounds the instalment to the paisa first.',
  },
  faqs: trueCostFaqs,

  /** The part-prepayment tool. */
  prepayment: {
    title: 'Part-Prepayment Calculator: Interest Saved, New EMI or Tenure · {brand}',
    description:
      'See what a part-prepayment saves: one-time or yearly lump sums, reduce the EMI or the tenure, the revised schedule with a CSV download, and whether a prepayment charge applies under RBI’s 2025 directions.',
    heading: 'Part-prepayment calculator',
    lead: 'What a lump sum, once or every year, saves in interest; whether to lower the EMI or end sooner; and whether your lender may charge for it.',
    form: {
      title: 'Your loan',
      lumps: 'Lump sums you plan to prepay',
      lumpsHelp: 'Each one is paid just after that month’s EMI. Leave a row empty to skip it.',
      lump: 'Lump sum {n}',
      amount: 'Amount',
      month: 'After EMI no.',
      yearly: 'Every year',
      mode: 'After a prepayment',
      reduceTenure: 'Keep the EMI, end sooner',
      reduceEmi: 'Keep the end date, lower the EMI',
      charge: 'Your lender’s prepayment charge',
      rateType: 'Interest rate type',
      floating: 'Floating',
      fixed: 'Fixed',
      borrower: 'Borrowed for',
      individual: 'Personal use',
      business: 'Business',
      chargePercent: 'Lender’s prepayment charge (% of the sum prepaid)',
      chargeHelp:
        'As your lender’s Key Facts Statement states it. Used only when a charge may apply: a fixed rate, or a loan for business.',
    },
    chargeWhose: prepaymentChargeWhose,
    results: {
      main: 'Interest saved',
      'original-emi': 'EMI now',
      'revised-emi': 'EMI after prepaying',
      'original-months': 'Tenure now',
      'revised-months': 'Tenure after prepaying',
      prepaid: 'Total prepaid',
      'original-interest': 'Interest without prepaying',
      'revised-interest': 'Interest with prepaying',
      charge: 'Your lender’s prepayment charge',
      net: 'Saving after any charge',
    },
    schedule: {
      title: 'Revised schedule',
      csv: 'Download CSV',
      caption: 'Revised schedule, month by month, in rupees',
      cols: ['Month', 'Opening (₹)', 'EMI (₹)', 'Interest (₹)', 'Principal (₹)', 'Prepaid (₹)', 'Closing (₹)'],
      total: 'Total',
    },
    /** What the figures say, as the view writes it (views/pages/loan-tools/prepayment/present.ts). */
    view: {
      none: 'None',
      chargeDetail: '{fee} charge + {gst} GST',
      noPrepayment: 'No prepayment yet, so no charge.',
      scheduleLead: '{months} monthly instalments, with {prepaid} prepaid. Each lump sum is paid just after that month’s EMI.',
      monthN: 'month {n}',
      addLump: 'Add a lump sum to see what it saves.',
      ends: 'the loan ends after {revised} instead of {original} months',
      endsStart: 'The loan ends after {revised} instead of {original} months',
      bothLower: 'Your EMI falls from {from} to {to}, and {ends}.',
      sooner: '{ends}: {sooner} sooner, with the same EMI.',
      lower: 'Your EMI falls from {from} to {to}, and the loan still ends after {months} months.',
      tooSmallTenure: 'The sum is too small to shorten the loan by a month: it lowers the last instalment.',
      tooSmallEmi: 'The sum is too small to change the EMI by a rupee.',
    },
    /** Why a charge applies or not, by the maths' reason (src/shared/loan-tools/prepayment.ts). */
    chargeReasons: { ...prepaymentChargeReasons } as Record<keyof typeof prepaymentChargeReasons, string>,
    explain: {
      intro:
        'Interest is charged each month on what you still owe. A lump sum paid on top of an EMI goes straight to the principal, so every later month carries less interest. Paid early in the loan, it saves the most.',
      tenure: 'Keep the EMI, end sooner:',
      tenureText: ' the same instalment clears the smaller balance faster. This saves the most interest.',
      emi: 'Keep the end date, lower the EMI:',
      emiText: ' the EMI is worked out again over the months left, which eases your monthly budget.',
      charges: 'Charges:',
      chargesText:
        ' from 1 January 2026, RBI’s Pre-payment Charges on Loans Directions, 2025, forbid any charge on floating-rate loans to individuals for non-business use. Fixed-rate and business loans may carry the lender’s charge, plus 18% GST.',
      fine: 'The schedule is rounded to the rupee by running totals, so its columns add up to the loan and the total interest.',
    },
    faqs: prepaymentFaqs,
  },
  /** The cooling-off calculator on the true-cost tool and the KFS (docs/decisions/211, 212). */
  coolingOff: {
    title: 'Changed your mind? The cooling-off period',
    intro:
      'RBI gives every digital loan a cooling-off period: within it you may leave the loan by repaying the principal and the proportionate APR, with no penalty. Each lender sets its own period in its KFS, at least one day; 3 days are used here until you enter your lender’s.',
    forLoan: 'For {amount} at an APR of {apr}.',
    days: 'Days since the money reached you',
    daysHelp: '0 on the day of disbursal.',
    period: 'The lender’s cooling-off period',
    periodHelp: 'In its KFS, Part 2. At least 1 day.',
    unitDays: 'days',
    submit: 'Work out the exit',
    repay: 'To leave the loan today, repay',
    rows: {
      principal: 'Principal',
      cost: 'Proportionate APR',
      ends: 'The period ends',
    },
    formula: '{principal} × {apr} × {days} ÷ 365 = {cost}',
    dayCount: { one: '{n} day', other: '{n} days' },
    /** Day N after disbursal; when it is, from today. */
    endsOn: 'day {day} after disbursal ({when})',
    today: 'today',
    tomorrow: 'tomorrow',
    inDays: 'in {n} days',
    ago: '{n} ago',
    open: 'Repay {repay}, the {principal} principal and {cost} of APR for {days}, to leave without a penalty; your cooling-off period ends on day {day} after disbursal ({when}).',
    closed:
      'Your cooling-off period ended on day {day} after disbursal, {ago}: to leave now is to prepay the loan on its own terms (the prepayment tool shows the charge, if any).',
    none: 'No APR, as nothing would be disbursed: there is nothing to leave.',
    note: 'A lender may keep a reasonable one-time processing fee that its KFS names (RBI): this figure assumes it does, as the fee was taken from the loan. Interest is counted for the days since disbursal, actual days over 365; a lender that also counts the day of disbursal asks for one day more.',
  },
} as const
