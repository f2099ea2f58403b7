import { sectionList } from '#src/shared/content/legal'
import { LegalDocument } from '../../components/LegalDocument'
import { useMessages } from '../../i18n/use-i18n'

export function Page() {
  const t = useMessages().legal.privacy
  return <LegalDocument title={t.title} intro={t.intro} sections={sectionList(t.sections)} />
}
