import type { QueryKeys } from '#src/shared/query-keys'

// The calculator's three inputs, so a shared link opens on its own figures (src/shared/query-keys.ts).
export default ['amount', 'rate', 'tenure'] satisfies QueryKeys
