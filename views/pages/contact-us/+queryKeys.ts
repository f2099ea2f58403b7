import type { QueryKeys } from '#src/shared/query-keys'

// A consultation link's loan and amount pre-fill the form (+data.ts, docs/decisions/147). The contact
// route reads ?sent=1 itself, the form's success, before the page cache could: keyed apart, the plain
// page kept for everyone never answers it (src/features/contact/contact.routes.server.ts).
export default ['loan', 'amount', 'sent'] satisfies QueryKeys
