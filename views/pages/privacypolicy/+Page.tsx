import { privacy } from '../../../src/shared/content/legal'
import { LegalDocument } from '../../components/LegalDocument'

export function Page() {
  return (
    <LegalDocument
      title="Privacy Policy"
      intro="What personal data Loan Partner collects through its loan application and enquiry forms, why, how long we keep it, and how to reach us about it, as India's Digital Personal Data Protection Act, 2023 asks. Questions: {supportEmail}. Complaints go to our Grievance Officer: {grievanceEmail}."
      sections={privacy}
    />
  )
}
