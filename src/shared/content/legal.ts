/**
 * Terms and Privacy Policy copy (docs/product.md §11 Terms and privacy). Headings carry no numbers:
 * the pages number them. The pages substitute {supportEmail}, {grievanceEmail}, {retentionDays} and the brand (siteText in site.ts).
 */
/** Where personal data is kept, said once for the privacy policy and /disclosures (docs/decisions/169). */
export const dataStoredInIndia =
  'Your personal data is stored on servers in India, as RBI’s Digital Lending Directions, 2025 require of data collected for lending. If a service provider ever processes any of it outside India, it is deleted there and brought back to India within 24 hours, and never sent to a country the Central Government restricts under the DPDP Act.'

export interface LegalSection {
  heading: string
  paragraphs: string[]
}

export const legalUpdated = '2025-04-01'

export const terms: LegalSection[] = [
  {
    heading: 'Agreement to Terms',
    paragraphs: [
      'These Terms and Conditions govern your use of the Loan Partner website, its EMI calculator, enquiry form and loan application form. By using the website or submitting any form on it, you agree to be bound by these terms and by our Privacy Policy.',
      'If you do not agree with any part of these terms, please do not use the website. We may revise these terms from time to time; the date of the latest revision is shown on this page, and continued use after a revision means you accept the updated terms.',
    ],
  },
  {
    heading: 'Eligibility',
    paragraphs: [
      'You may submit a loan application only if you are at least 18 years old, are a resident of India, hold a valid PAN and are legally competent to enter into a contract under the Indian Contract Act, 1872.',
      'Meeting these conditions does not guarantee a loan. Every application is assessed by the lending bank or NBFC under its own credit policy, which may consider your income, employment, CIBIL or other credit bureau score, existing obligations and the documents you provide.',
    ],
  },
  {
    heading: 'Our Services',
    paragraphs: [
      'Loan Partner is a loan facilitation and advisory service. We provide information on loan products, an EMI calculator, free consultations, and help with preparing and submitting loan applications to banks and NBFCs regulated by the Reserve Bank of India.',
      'Loan Partner does not itself lend money. Loan approval, the sanctioned amount, interest rate, processing fee (up to 5% of the loan amount), tenure and all other terms are decided by the lender and set out in its sanction letter, Key Facts Statement and loan agreement, which you should read carefully before signing.',
      'Interest rates, tenures and other figures shown on this website are indicative ranges. EMI calculator results are estimates for planning only and are not an offer of credit.',
    ],
  },
  {
    heading: 'Account Responsibilities',
    paragraphs: [
      'You are responsible for making sure that all information and documents you submit, including your name, PAN, date of birth, income, contact details and KYC documents, are true, complete and your own. Submitting false or misleading information may lead to rejection of your application and may be an offence under Indian law.',
      'Where you are given access to any account or secure link, you must keep your login details confidential and tell us immediately at {supportEmail} if you suspect unauthorised use.',
    ],
  },
  {
    heading: 'Prohibited Activities',
    paragraphs: [
      'You must not use the website to submit an application in another person’s name or with another person’s documents, to impersonate anyone, or to obtain credit by fraud.',
      'You must not attempt to gain unauthorised access to the website, its servers or its data; interfere with its operation through malware, automated scraping, excessive requests or denial-of-service attacks; or copy, reproduce or resell its content without our written permission.',
    ],
  },
  {
    heading: 'Disclaimer',
    paragraphs: [
      'The website and its content are provided on an "as is" and "as available" basis. While we take care to keep the information accurate and up to date, we make no warranty that it is complete, current or free of errors, or that the website will be available without interruption.',
      'Nothing on this website is financial, legal or tax advice. Please consider your repayment capacity and, where appropriate, consult a qualified adviser before taking a loan. Late or missed EMIs can attract penal charges and harm your credit score.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent permitted by law, Loan Partner is not liable for any indirect, incidental or consequential loss arising from your use of the website, from a lender’s decision to approve, reject or delay an application, or from the terms a lender offers.',
      'Nothing in these terms limits any liability that cannot be limited under Indian law, including liability for fraud. These terms are governed by the laws of India, and the courts at Greater Noida, Uttar Pradesh have jurisdiction over any dispute.',
    ],
  },
  {
    heading: 'Termination',
    paragraphs: [
      'We may suspend or end your access to the website at any time, without notice, if you breach these terms or use the website in a way that could harm Loan Partner, our lending partners or other users.',
      'Provisions that by their nature should survive termination, including the disclaimer, limitation of liability and governing law, continue to apply after your access ends. Any loan already sanctioned remains governed by your agreement with the lender.',
    ],
  },
]

export const privacy: LegalSection[] = [
  {
    heading: 'Introduction',
    paragraphs: [
      'Loan Partner respects your privacy. This Privacy Policy explains what personal data we collect through this website, why we collect it, how long we keep it and the rights you have over it, in line with the Digital Personal Data Protection Act, 2023 (DPDP Act) and the Information Technology Act, 2000.',
      'For the personal data described here, Loan Partner is the Data Fiduciary: we decide why and how it is processed. By submitting a form on this website you give us your consent to process your data for the purposes stated below.',
    ],
  },
  {
    heading: 'Information We Collect',
    paragraphs: [
      'Loan application form: loan amount, monthly income, loan purpose, full name, e-mail address, PAN, mobile number, company name, pin code, gender, date of birth, state and city. We also record that you agreed to our terms, the version of the consent text you saw, the time of your consent and a one-way hash of your IP address.',
      'Enquiry (contact) form: first and last name, mobile number, city, the type of loan you are interested in, your message and, if you give it, your e-mail address.',
      'Technical data: like most websites, our servers briefly record technical information such as your browser type and the pages requested, to keep the service secure and working. We do not put personal data from your forms into web addresses or logs.',
    ],
  },
  {
    heading: 'How We Use Your Information',
    paragraphs: [
      'We use your loan application to assess which loan products and lenders may suit you, to check your basic eligibility (for example your age, income and location), to contact you about your application and to pass it to the lender you are matched with. PAN and date of birth are needed because lenders must verify your identity under RBI KYC rules and check your credit history.',
      'We use your enquiry to call or e-mail you back with the information or free consultation you asked for. We do not use your data for any purpose you have not consented to, and we never sell it.',
    ],
  },
  {
    heading: 'Sharing of Information',
    paragraphs: [
      'We share your application data only with the RBI-regulated bank or NBFC that will consider your loan, and that lender may obtain your credit report from a credit information company such as CIBIL. Each lender handles your data under its own privacy policy and its regulatory obligations.',
      'We may also share data with service providers who host or operate this website for us, under contracts that require them to protect it and use it only on our instructions, and with government or law-enforcement authorities where the law requires us to.',
    ],
  },
  {
    heading: 'Data Security',
    paragraphs: [
      'All data sent to and from this website is encrypted in transit using HTTPS. Your PAN is encrypted at rest, is shown only in masked form (for example ABCDE****F) to our staff, and is never stored in your browser.',
      'Access to applications and enquiries is limited to authorised staff who need it for their work. No method of storage or transmission is completely secure, but we take reasonable security practices and procedures to protect your data, and if a personal data breach occurs we will inform you and the Data Protection Board of India as the DPDP Act requires.',
    ],
  },
  {
    heading: 'Your Rights',
    paragraphs: [
      'Under the DPDP Act you have the right to obtain a summary of the personal data we hold about you and how we process it; to have inaccurate or incomplete data corrected, completed or updated; to have your data erased once it is no longer needed; to withdraw your consent at any time; to nominate another person to exercise your rights in case of death or incapacity; and to have your grievances addressed.',
      'Withdrawing consent does not affect processing already carried out, but we may then be unable to take your loan application further. To exercise any of these rights, see the section Access, Update or Delete Your Data below.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      'We use only cookies that are strictly necessary for the website to work, such as a session cookie for signed-in administrators and security cookies that protect forms against misuse. We do not use advertising or cross-site tracking cookies.',
      'You can block or delete cookies in your browser settings. The public pages and forms will still work, but areas that need signing in will not.',
    ],
  },
  {
    heading: 'Changes to This Policy',
    paragraphs: [
      'We may update this Privacy Policy when our services or the law change. The date of the latest update is shown on this page. If a change materially affects how we use personal data you have already given us, we will ask for your consent again where the law requires it.',
    ],
  },
  {
    heading: 'Third-Party Services',
    paragraphs: [
      'This website links to or embeds some services run by others, such as a map showing our office location and a chat link that opens an external messaging app. When you use them, those providers may collect data under their own privacy policies, which we do not control.',
      'Lenders to whom your application is sent are independent Data Fiduciaries for the data they receive from us.',
    ],
  },
  {
    heading: 'Data Retention',
    paragraphs: [
      'We keep loan applications and enquiries for {retentionDays} days from the date you submit them, so that we can follow up on your request and answer any questions about it. After {retentionDays} days they are permanently erased from our systems.',
      'We erase your data sooner if you withdraw your consent or ask us to delete it, unless a law requires us to keep it for longer. Data already passed to a lender is retained by that lender under its own obligations.',
    ],
  },
  {
    heading: 'Children Under 18',
    paragraphs: [
      'Our services are meant only for adults. Loans cannot be given to anyone under 18, and we do not knowingly collect personal data from children. If we learn that a person under 18 has submitted a form, we will delete that data promptly. A parent or guardian who believes this has happened can contact us at {supportEmail}.',
    ],
  },
  {
    heading: 'International Data Transfers',
    paragraphs: [dataStoredInIndia],
  },
  {
    heading: 'Access, Update or Delete Your Data',
    paragraphs: [
      'To see the personal data we hold about you, to correct or update it, to withdraw your consent or to have it deleted, write to us at {supportEmail} from the e-mail address or with the mobile number you used on our forms. We may ask you to confirm your identity before acting on your request, and we will respond within 30 days.',
      'If you have a complaint about how we handle your personal data, contact our Grievance Officer at {grievanceEmail}. If you are not satisfied with our response, you may complain to the Data Protection Board of India.',
    ],
  },
  {
    heading: 'External Links',
    paragraphs: [
      'Our website and blog may link to other websites, such as those of lenders, credit bureaus or government portals. We are not responsible for the content or privacy practices of those websites, and we encourage you to read their privacy policies before giving them any personal data.',
    ],
  },
  {
    heading: 'Consent',
    paragraphs: [
      'By ticking the terms checkbox and submitting the loan application, or by submitting the enquiry form, you consent to Loan Partner processing your personal data as described in this Privacy Policy. Your consent is free, specific and informed, and you can withdraw it at any time by writing to {supportEmail}; withdrawing it is as easy as giving it.',
    ],
  },
]
