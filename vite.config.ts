import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  // DIST_DIR lets parallel work trees build side by side; the default is dist/.
  // One stylesheet for the whole site: a page's first paint waits for one file, not three to five, and
  // the next page finds it cached (docs/decisions/133). Every page's rules are scoped by class names.
  build: { target: 'es2020', outDir: process.env.DIST_DIR ?? 'dist', cssCodeSplit: false },
})
