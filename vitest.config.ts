import { defineConfig } from 'vitest/config'

/** A Playwright timeout whose call log ends at the stability check: no frame came in the whole timeout. */
const RAF_STALL = /Timeout \d+ms exceeded[\s\S]*waiting for element to be visible(, enabled)? and stable\s*$/

// Its own config: without one, vitest would load vite.config.ts and with it the vike plugin.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A browser on a busy machine may take seconds to reach a state; expect.poll waits for it (1 s by default).
    expect: { poll: { timeout: 30_000 } },
    fileParallelism: true,
    maxWorkers: 2,
    server: { deps: { external: [/\/dist\//] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts'],
          exclude: ['src/**/*.data.test.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'data', include: ['src/**/*.data.test.ts', 'db/**/*.test.ts', 'tests/data/**/*.test.ts'] },
      },
      {
        extends: true,
        // Real browsers (playwright-core) against the production build. Two browsers share two cores
        // with the servers, so a long story gets room; a limit here is a hang guard, never a speed test.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 150_000,
          // One retry, only when a browser action timed out with the page producing no animation frame:
          // Playwright's stability check waits on requestAnimationFrame and logs nothing more. That is a
          // starved headless renderer, not the site; any other failure fails at once (docs/decisions/131).
          retry: { count: 1, condition: RAF_STALL },
        },
      },
      {
        // HTTP stories (supertest or fetch, no browser) against the production build.
        extends: true,
        test: { name: 'http', include: ['tests/http/**/*.test.ts'] },
      },
      {
        // Several real server processes on PostgreSQL (TEST_DATABASE_URL); they need the build.
        extends: true,
        test: { name: 'scale', include: ['tests/scale/**/*.test.ts'] },
      },
    ],
  },
})
