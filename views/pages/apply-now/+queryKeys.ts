import type { QueryKeys } from '#src/shared/query-keys'

// The first tab and the amount a link opens the form on (+data.ts, docs/decisions/147).
export default ['loan', 'amount'] satisfies QueryKeys
