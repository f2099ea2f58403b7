// The legal pages: /termsandcondition, /privacypolicy and /disclosures
// (docs/product.md §11 Terms and privacy; docs/decisions/101, 167, 169). Read only on the server: these pages ship no script. The copy
// names the default brand and carries {supportEmail}, {grievanceEmail} and {retentionDays}, which the
// pages fill with the configured identity (siteText in src/shared/content/site.ts).
import { ratesAndCharges } from '#src/shared/content/loan-types'

/** Where personal data is kept, said once for the privacy policy and /disclosures (docs/decisions/169). */
const dataStoredInIndia =
  'Your personal data is stored on servers in India, as RBI’s Digital Lending Directions, 2025 require of data collected for lending. If a service provider ever processes any of it outside India, it is deleted there and brought back to India within 24 hours, and never sent to a country the Central Government restricts under the DPDP Act.'

export default {
  eyebrow: 'Legal',
  lastUpdated: 'Last updated:',
  contents: 'Contents',
  opensInNewTab: ' (opens in a new tab)',
  /** Under Terms and Privacy; {email} and {phone} become links. */
  questions: 'Questions about this page? Write to {email} or call {phone} ({hours}).',
  /** Under the intro of the terms and the privacy policy: which language binds (docs/i18n.md). */
  prevails: 'This page is also published in Hindi. If the two versions differ, the English version prevails.',
  dataStoredInIndia,
  terms: {
    title: 'Terms and Conditions',
    description:
      'The terms for using Loan Partner: eligibility, what our loan facilitation service does, your responsibilities, disclaimers, liability and termination.',
    intro:
      "Please read these terms carefully before using Loan Partner's website, calculator or forms. They explain what we do, what we do not do, and what we expect from you.",
    sections: {
      'agreement-to-terms': {
        heading: 'Agreement to Terms',
        paragraphs: [
          'These Terms and Conditions govern your use of the Loan Partner website, its EMI calculator, enquiry form and loan application form. By using the website or submitting any form on it, you agree to be bound by these terms and by our Privacy Policy.',
          'If you do not agree with any part of these terms, please do not use the website. We may revise these terms from time to time; the date of the latest revision is shown on this page, and continued use after a revision means you accept the updated terms.',
        ],
      },
      eligibility: {
        heading: 'Eligibility',
        paragraphs: [
          'You may submit a loan application only if you are at least 18 years old, are a resident of India, hold a valid PAN and are legally competent to enter into a contract under the Indian Contract Act, 1872.',
          'Meeting these conditions does not guarantee a loan. Every application is assessed by the lending bank or NBFC under its own credit policy, which may consider your income, employment, CIBIL or other credit bureau score, existing obligations and the documents you provide.',
        ],
      },
      'our-services': {
        heading: 'Our Services',
        paragraphs: [
          'Loan Partner is a loan facilitation and advisory service. We provide information on loan products, an EMI calculator, free consultations, and help with preparing and submitting loan applications to banks and NBFCs regulated by the Reserve Bank of India.',
          'Loan Partner does not itself lend money. Loan approval, the sanctioned amount, interest rate, processing fee (up to 5% of the loan amount), tenure and all other terms are decided by the lender and set out in its sanction letter, Key Facts Statement and loan agreement, which you should read carefully before signing.',
          'Interest rates, tenures and other figures shown on this website are indicative ranges. EMI calculator results are estimates for planning only and are not an offer of credit.',
        ],
      },
      'account-responsibilities': {
        heading: 'Account Responsibilities',
        paragraphs: [
          'You are responsible for making sure that all information and documents you submit, including your name, PAN, date of birth, income, contact details and KYC documents, are true, complete and your own. Submitting false or misleading information may lead to rejection of your application and may be an offence under Indian law.',
          'Where you are given access to any account or secure link, you must keep your login details confidential and tell us immediately at {supportEmail} if you suspect unauthorised use.',
        ],
      },
      'prohibited-activities': {
        heading: 'Prohibited Activities',
        paragraphs: [
          'You must not use the website to submit an application in another person’s name or with another person’s documents, to impersonate anyone, or to obtain credit by fraud.',
          'You must not attempt to gain unauthorised access to the website, its servers or its data; interfere with its operation through malware, automated scraping, excessive requests or denial-of-service attacks; or copy, reproduce or resell its content without our written permission.',
        ],
      },
      disclaimer: {
        heading: 'Disclaimer',
        paragraphs: [
          'The website and its content are provided on an "as is" and "as available" basis. While we take care to keep the information accurate and up to date, we make no warranty that it is complete, current or free of errors, or that the website will be available without interruption.',
          'Nothing on this website is financial, legal or tax advice. Please consider your repayment capacity and, where appropriate, consult a qualified adviser before taking a loan. Late or missed EMIs can attract penal charges and harm your credit score.',
        ],
      },
      'limitation-of-liability': {
        heading: 'Limitation of Liability',
        paragraphs: [
          'To the fullest extent permitted by law, Loan Partner is not liable for any indirect, incidental or consequential loss arising from your use of the website, from a lender’s decision to approve, reject or delay an application, or from the terms a lender offers.',
          'Nothing in these terms limits any liability that cannot be limited under Indian law, including liability for fraud. These terms are governed by the laws of India, and the courts at Greater Noida, Uttar Pradesh have jurisdiction over any dispute.',
        ],
      },
      termination: {
        heading: 'Termination',
        paragraphs: [
          'We may suspend or end your access to the website at any time, without notice, if you breach these terms or use the website in a way that could harm Loan Partner, our lending partners or other users.',
          'Provisions that by their nature should survive termination, including the disclaimer, limitation of liability and governing law, continue to apply after your access ends. Any loan already sanctioned remains governed by your agreement with the lender.',
        ],
      },
    },
  },
  privacy: {
    title: 'Privacy Policy',
    description:
      'How Loan Partner collects, uses, shares, protects and erases the personal data from its loan application and enquiry forms, and your rights under the DPDP Act 2023.',
    intro:
      "What personal data Loan Partner collects through its loan application and enquiry forms, why, how long we keep it, and how to reach us about it, as India's Digital Personal Data Protection Act, 2023 asks. Questions: {supportEmail}. Complaints go to our Grievance Officer: {grievanceEmail}.",
    sections: {
      introduction: {
        heading: 'Introduction',
        paragraphs: [
          'Loan Partner respects your privacy. This Privacy Policy explains what personal data we collect through this website, why we collect it, how long we keep it and the rights you have over it, in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000.',
          'For the personal data described here, Loan Partner is the Data Fiduciary: we decide why and how it is processed. By submitting a form on this website you give us your consent to process your data for the purposes stated below.',
        ],
      },
      'information-we-collect': {
        heading: 'Information We Collect',
        paragraphs: [
          'Loan application form: loan amount, monthly income, loan purpose, full name, e-mail address, PAN, mobile number, company name, pin code, gender, date of birth, state and city. We also record that you agreed to our terms, the version of the consent text you saw, the time of your consent and a one-way hash of your IP address.',
          'Enquiry (contact) form: first and last name, mobile number, city, the type of loan you are interested in, your message and, if you give it, your e-mail address.',
          'Technical data: like most websites, our servers briefly record technical information such as your browser type and the pages requested, to keep the service secure and working. We do not put personal data from your forms into web addresses or logs.',
        ],
      },
      'how-we-use-your-information': {
        heading: 'How We Use Your Information',
        paragraphs: [
          'We use your loan application to assess which loan products and lenders may suit you, to check your basic eligibility (for example your age, income and location), to contact you about your application and to pass it to the lender you are matched with. PAN and date of birth are needed because lenders must verify your identity under RBI KYC rules and check your credit history.',
          'We use your enquiry to call or e-mail you back with the information or free consultation you asked for. We do not use your data for any purpose you have not consented to, and we never sell it.',
        ],
      },
      'sharing-of-information': {
        heading: 'Sharing of Information',
        paragraphs: [
          'We share your application data only with the RBI-regulated bank or NBFC that will consider your loan, and that lender may obtain your credit report from a credit information company such as CIBIL. Each lender handles your data under its own privacy policy and its regulatory obligations.',
          'We may also share data with service providers who host or operate this website for us, under contracts that require them to protect it and use it only on our instructions, and with government or law-enforcement authorities where the law requires us to.',
        ],
      },
      'data-security': {
        heading: 'Data Security',
        paragraphs: [
          'All data sent to and from this website is encrypted in transit using HTTPS. Your PAN is encrypted at rest, is shown only in masked form (for example ABCDE****F) to our staff, and is never stored in your browser.',
          'Access to applications and enquiries is limited to authorised staff who need it for their work. No method of storage or transmission is completely secure, but we take reasonable security practices and procedures to protect your data, and if a personal data breach occurs we will inform you and the Data Protection Board of India as the DPDP Act requires.',
        ],
      },
      'your-rights': {
        heading: 'Your Rights',
        paragraphs: [
          'Under the DPDP Act you have the right to obtain a summary of the personal data we hold about you and how we process it; to have inaccurate or incomplete data corrected, completed or updated; to have your data erased once it is no longer needed; to withdraw your consent at any time; to nominate another person to exercise your rights in case of death or incapacity; and to have your grievances addressed.',
          'Withdrawing consent does not affect processing already carried out, but we may then be unable to take your loan application further. To exercise any of these rights, see the section Access, Update or Delete Your Data below.',
        ],
      },
      cookies: {
        heading: 'Cookies',
        paragraphs: [
          'We use only cookies that are strictly necessary for the website to work, such as a session cookie for signed-in administrators and security cookies that protect forms against misuse. We do not use advertising or cross-site tracking cookies.',
          'You can block or delete cookies in your browser settings. The public pages and forms will still work, but areas that need signing in will not.',
        ],
      },
      'changes-to-this-policy': {
        heading: 'Changes to This Policy',
        paragraphs: [
          'We may update this Privacy Policy when our services or the law change. The date of the latest update is shown on this page. If a change materially affects how we use personal data you have already given us, we will ask for your consent again where the law requires it.',
        ],
      },
      'third-party-services': {
        heading: 'Third-Party Services',
        paragraphs: [
          'This website links to or embeds some services run by others, such as a map showing our office location and a chat link that opens an external messaging app. When you use them, those providers may collect data under their own privacy policies, which we do not control.',
          'Lenders to whom your application is sent are independent Data Fiduciaries for the data they receive from us.',
        ],
      },
      'data-retention': {
        heading: 'Data Retention',
        paragraphs: [
          'We keep loan applications and enquiries for {retentionDays} days from the date you submit them, so that we can follow up on your request and answer any questions about it. After {retentionDays} days they are permanently erased from our systems.',
          'We erase your data sooner if you withdraw your consent or ask us to delete it, unless a law requires us to keep it for longer. Data already passed to a lender is retained by that lender under its own obligations.',
        ],
      },
      'children-under-18': {
        heading: 'Children Under 18',
        paragraphs: [
          'Our services are meant only for adults. Loans cannot be given to anyone under 18, and we do not knowingly collect personal data from children. If we learn that a person under 18 has submitted a form, we will delete that data promptly. A parent or guardian who believes this has happened can contact us at {supportEmail}.',
        ],
      },
      'international-data-transfers': {
        heading: 'International Data Transfers',
        paragraphs: [dataStoredInIndia],
      },
      'access-update-or-delete-your-data': {
        heading: 'Access, Update or Delete Your Data',
        paragraphs: [
          'To see the personal data we hold about you, to correct or update it, to withdraw your consent or to have it deleted, write to us at {supportEmail} from the e-mail address or with the mobile number you used on our forms. We may ask you to confirm your identity before acting on your request, and we will respond within 30 days.',
          'If you have a complaint about how we handle your personal data, contact our Grievance Officer at {grievanceEmail}. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
        ],
      },
      'external-links': {
        heading: 'External Links',
        paragraphs: [
          'Our website and blog may link to other websites, such as those of lenders, credit bureaus or government portals. We are not responsible for the content or privacy practices of those websites, and we encourage you to read their privacy policies before giving them any personal data.',
        ],
      },
      consent: {
        heading: 'Consent',
        paragraphs: [
          'By ticking the terms checkbox and submitting the loan application, or by submitting the enquiry form, you consent to Loan Partner processing your personal data as described in this Privacy Policy. Your consent is free, specific and informed, and you can withdraw it at any time by writing to {supportEmail}; withdrawing it is as easy as giving it.',
        ],
      },
    },
  },
  disclosures: {
    title: 'Disclosures',
    metaTitle: 'Disclosures and Grievance Redressal',
    description:
      'Our grievance officer and the RBI Ombudsman, the Fair Practices Code, interest rates and risk gradation, penal and prepayment charges, our lenders and the KFS.',
    intro:
      'Loan Partner compares loans and passes your application to a bank or NBFC regulated by the Reserve Bank of India, which decides on it and sets its rate and charges. This page sets out who we are in law, how to complain, the rules your lender must follow, which lenders we work with and where your data is kept.',
    /** Beside every bundled sample value, so no sample can pass for the real thing (docs/decisions/169). */
    sample: {
      label: 'Sample:',
      identity:
        'the legal identity below is the bundled example of a fresh install, not a real company’s. The operator sets the real ones in the site’s configuration.',
      officer:
        'the officer’s name below is the bundled example of a fresh install, not a real company’s. The operator sets the real ones in the site’s configuration.',
      lenders:
        'the lenders marked “Sample” below are the bundled example of a fresh install, not real lenders. The operator replaces them with the real ones.',
    },
    identity: { legalName: 'Legal name', cin: 'CIN', registeredOffice: 'Registered office', role: 'What we are' },
    roles: {
      lender: 'A lender regulated by the Reserve Bank of India',
      dsa: 'A direct selling agent (DSA) of the lenders below',
      lsp: 'A lending service provider (LSP) of the lenders below, under RBI’s Digital Lending Directions, 2025',
    },
    officer: {
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      letters: 'Letters',
      address: 'Grievance Redressal Officer, {legalName}, {office}',
    },
    /** {cms}, {phone} and {sachet} become links. */
    ombudsman:
      'Complain online at {cms}, or call RBI’s contact centre on {phone} (toll-free). To check that a lender or an app may lend, or to report one that may not, use RBI’s Sachet portal, {sachet}.',
    lenders: {
      region: 'Our lending partners',
      legalName: 'Legal name',
      registration: 'RBI registration number',
      website: 'Website',
      grievance: 'Grievance contact',
      coolingOff: 'Cooling-off period',
      grievanceLink: 'Grievance redressal',
      /** Read by screen readers after the link's words. */
      at: ' at {lender}',
      /** Beside each sample lender's name (docs/decisions/201). */
      sampleTag: 'Sample',
      /** When every lender is paused or removed (docs/decisions/201). */
      none: 'We have no active lending partner at the moment. This list shows each one as soon as it is added.',
      /** Under the list: the published rule by which their offers are matched and ordered. */
      rule: 'How we match your application to these lenders’ offers, and order them',
    },
    links: {
      pricing: 'The lenders’ indicative rates, in our Pricing table',
      trueCost: 'True cost and APR of a loan',
      kfs: 'An illustrative Key Facts Statement',
    },
    sections: {
      'who-we-are': {
        heading: 'Who we are',
        paragraphs: ['The company behind this website, as registered with the Ministry of Corporate Affairs:'],
      },
      'grievance-officer': {
        heading: 'Grievance Redressal Officer',
        paragraphs: [
          'If something has gone wrong with our service, or with a loan you applied for through us, tell our Grievance Redressal Officer by e-mail, phone or letter. It costs nothing.',
        ],
        closing: [
          'We acknowledge every complaint and reply in writing within 30 days. A complaint about a lender’s decision, rate or charges also goes to that lender’s own grievance officer, whose details are in your sanction letter and Key Facts Statement, and we follow it up with you.',
        ],
      },
      'rbi-ombudsman': {
        heading: 'Escalation to the RBI Ombudsman',
        paragraphs: [
          'If you have no reply within 30 days of complaining, or you are not satisfied with the reply, you can complain to the RBI Ombudsman under the Reserve Bank – Integrated Ombudsman Scheme, 2021. It is free, and you do not need a lawyer.',
          'The Ombudsman deals with the lender, a bank or NBFC. Because we act for the lender, a complaint about our service can be taken there against the lender too.',
        ],
        closing: [
          'Complain to the Ombudsman within one year of the reply you received, or within one year and 30 days of your complaint if you had no reply.',
        ],
      },
      'fair-practices-code': {
        heading: 'Fair Practices Code',
        paragraphs: [
          'RBI’s Fair Practices Code and its Digital Lending Directions, 2025, bind every lender we work with, and us as their service provider. In short:',
        ],
        points: [
          'You get an acknowledgement of your application with the time within which a decision can be expected, and the lender tells you in writing if it turns you down, with the main reasons.',
          'Before you sign, the lender gives you a Key Facts Statement in a language you understand, with the annual percentage rate (APR), every fee and charge, and the repayment schedule. A charge that is not in it cannot be taken without your explicit consent.',
          'The loan is paid straight into your own bank account, and you repay the lender directly. No money passes through our accounts, and we never ask you for a fee.',
          'For a loan taken online you get a cooling-off period, which each lender sets, at least one day (each lender’s period is in the list of our lenders below, on your offer and in its Key Facts Statement). Within it you can exit by repaying the principal and the proportionate APR (the cost of the loan for the days you had it), with no penalty.',
          'Nobody is treated differently because of sex, caste or religion.',
          'A change to the rate or charges is told to you in advance and applies only from then on.',
          'Recovery is done without harassment or intimidation: calls only between 8 a.m. and 7 p.m., and every agent says who they are and whom they act for.',
          'When you have repaid in full, the lender returns your property documents within 30 days, or pays you ₹5,000 for each day of delay it is responsible for.',
        ],
      },
      'interest-rates': {
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
      'penal-charges': {
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
      'prepayment-charges': {
        heading: 'Prepayment charges',
        paragraphs: [
          'Under RBI’s Pre-payment Charges on Loans Directions, 2025, for loans sanctioned or renewed on or after 1 January 2026:',
        ],
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
      'lending-partners': {
        heading: 'Our lending partners',
        paragraphs: [
          'Applications made through Loan Partner go to these lenders, each a bank or NBFC regulated by the Reserve Bank of India. Each lender’s interest-rate policy, fair practices code, charges and grievance officer are on its own website and in the Key Facts Statement it gives you.',
        ],
      },
      'data-storage': {
        heading: 'Where your data is kept',
        paragraphs: [dataStoredInIndia],
      },
      'key-fact-statement': {
        heading: 'Key Facts Statement',
        paragraphs: [
          'Before you sign for any retail or MSME loan, the lender must give you a Key Facts Statement (KFS): the amount, the rate, the APR, every fee and charge, and the repayment schedule, in a standard form that makes offers easy to compare.',
          'Our borrower tools work out the true cost and APR of a loan from its rate and fees, and show an illustrative KFS for your figures. It shows what to look for; it is not an offer.',
        ],
      },
    },
  },
} as const
