import type { Config } from 'vike/types'

// HTML only: the check is a GET form answered by the server, so the browser loads no JavaScript.
export default {
  clientHooks: false,
} satisfies Config
