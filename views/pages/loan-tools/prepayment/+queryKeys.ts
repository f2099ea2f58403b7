import type { QueryKeys } from '#src/shared/query-keys'

// A tool reads many inputs (src/shared/loan-tools/inputs.ts): it is keyed on every query key but the
// tracking ones, and the cap on variants per path bounds what that costs (docs/decisions/154).
export default 'all' satisfies QueryKeys
