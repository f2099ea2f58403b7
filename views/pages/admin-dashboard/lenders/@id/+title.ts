import type { PageContext } from 'vike/types'
import { branded } from '#views/pages/branded'
import type { Data } from './+data'

export function title(pageContext: PageContext<Data>) {
  return branded(`${pageContext.data?.lender.displayName ?? 'Lender'} · Lenders · Admin · Loan Partner`)(pageContext)
}
