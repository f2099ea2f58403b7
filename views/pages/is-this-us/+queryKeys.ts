import { IS_THIS_US_FIELD } from '#src/shared/content/is-this-us'
import type { QueryKeys } from '#src/shared/query-keys'

// A check is keyed apart from the empty page, so it is never answered by it; the page with a check is
// never stored (docs/decisions/206).
export default [IS_THIS_US_FIELD] satisfies QueryKeys
