import type { QueryKeys } from '#src/shared/query-keys'

// The offer and its tenure. As for /offers, only a visitor without an offers pass is ever answered from
// the cache, and that visitor is sent to /offers (docs/decisions/220).
export default ['product', 'tenure'] satisfies QueryKeys
