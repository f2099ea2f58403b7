import type { QueryKeys } from '#src/shared/query-keys'

// Every tool below reads many inputs, each its own (src/shared/loan-tools/inputs.ts): the hub and the
// tools are keyed on every query key but the tracking ones. The cap on variants per path bounds what
// that costs (docs/decisions/154).
export default 'all' satisfies QueryKeys
