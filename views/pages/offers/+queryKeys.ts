import type { QueryKeys } from '#src/shared/query-keys'

// Only the page for a visitor without an offers pass can be kept: one with it is never answered from
// the cache nor stored (docs/decisions/220).
export default ['tenure'] satisfies QueryKeys
