import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), react()],
  // DIST_DIR lets parallel work trees build side by side; the default is dist/.
  build: { target: 'es2020', outDir: process.env.DIST_DIR ?? 'dist' },
})
