import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

const config = {
  extends: [vikeReact],
  filesystemRoutingRoot: '/',
  // No page loads Vike's client runtime or hydrates as a whole: pages are HTML from the server, and
  // a page with live parts hydrates those <Island>s alone from its own +client.ts, with React and
  // its own code only (docs/decisions/086). passToClient only matters to a page that sets this back.
  clientHooks: false,
  passToClient: ['user', 'site', 'origin', 'formState', 'flash', 'csrfToken'],
  meta: {
    // A page's `+queryKeys.ts` names the query keys it reads (src/shared/query-keys.ts): the page cache
    // keys the page, and its Hindi twin, on exactly those (docs/decisions/154). Read on the server only.
    queryKeys: { env: { server: true } },
  },
} satisfies Config

export default config
