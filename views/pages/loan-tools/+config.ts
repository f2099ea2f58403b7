import type { Config } from 'vike/types'

// HTML-only pages: the server renders each tool in full and React is never loaded in the browser.
// A tool's own +client.ts (plain DOM code, a few kB) makes its form live. React and Vike's client
// router alone are about 85 kB compressed, more than the 80 kB these pages may load before first
// paint (issue 12, docs/decisions/091).
export default {
  clientHooks: false,
} satisfies Config
