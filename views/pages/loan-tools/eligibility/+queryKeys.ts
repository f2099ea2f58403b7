import type { QueryKeys } from '#src/shared/query-keys'
import { targetNames } from './present'

// A GET reads the reverse EMI's fields alone; the eligibility fields (income among them) are never read
// from an address (+data.ts, docs/decisions/091), so they never split the cache either.
export default targetNames satisfies QueryKeys
