import { defineConfig } from 'vitest/config'

// Its own config: without one, vitest would load vite.config.ts and with it the vike plugin.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: true,
    maxWorkers: 2,
    server: { deps: { external: [/\/dist\//] } },
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'], exclude: ['src/**/*.data.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'data', include: ['src/**/*.data.test.ts', 'db/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'] },
      },
      {
        // Several real server processes on PostgreSQL (TEST_DATABASE_URL); they need the build.
        extends: true,
        test: { name: 'scale', include: ['tests/scale/**/*.test.ts'] },
      },
    ],
  },
})
