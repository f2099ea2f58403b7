import type { QueryKeys } from '#src/shared/query-keys'

// The search, the category and the page of results (+data.ts).
export default ['q', 'category', 'page'] satisfies QueryKeys
