// Bundles the Express server for production; dependencies stay external (docs/decisions/002).
import { build } from 'esbuild'

await build({
  entryPoints: ['src/app/index.ts'],
  outfile: `${process.env.DIST_DIR ?? 'dist'}/server-app/index.mjs`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
console.log(`server bundle: ${process.env.DIST_DIR ?? 'dist'}/server-app/index.mjs`)
