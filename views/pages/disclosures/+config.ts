import type { Config } from 'vike/types'

// HTML only: a page to read, with nothing to make live, so the browser loads no JavaScript for it.
export default {
  clientHooks: false,
} satisfies Config
