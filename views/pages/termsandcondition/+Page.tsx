import { terms } from '../../../src/shared/content/legal'
import { LegalDocument } from '../../components/LegalDocument'

export function Page() {
  return (
    <LegalDocument
      title="Terms and Conditions"
      intro="Please read these terms carefully before using Loan Partner's website, calculator or forms. They explain what we do, what we do not do, and what we expect from you."
      sections={terms}
    />
  )
}
