import { sectionList } from '#src/shared/content/legal'
import { LegalDocument } from '#views/components/LegalDocument'
import { useMessages } from '#views/i18n/use-i18n'

export function Page() {
  const t = useMessages().legal.terms
  return <LegalDocument title={t.title} intro={t.intro} sections={sectionList(t.sections)} />
}
