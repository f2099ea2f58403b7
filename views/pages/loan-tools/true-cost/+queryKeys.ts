import type { QueryKeys } from '#src/shared/query-keys'

// A tool reads many inputs (src/shared/loan-tools/inputs.ts): it is keyed on every query key but the
// tracking ones, and the cap on variants per path bounds what that costs (docs/decisions/154). The
// illustrative KFS below reads the same, and is never kept (it is dated).
export default 'all' satisfies QueryKeys
