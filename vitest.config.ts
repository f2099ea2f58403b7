import { randomInt } from 'node:crypto'
import { defineConfig } from 'vitest/config'

/** A Playwright timeout whose call log ends at the stability check: no frame came in the whole timeout. */
const RAF_STALL = /Timeout \d+ms exceeded[\s\S]*waiting for element to be visible(, enabled)? and stable\s*$/

/** The seed of every fast-check property when CI=true, so that a CI run is the same run each time. */
const CI_SEED = 20_261_125

/**
 * One fast-check seed for the whole run (tests/setup/fast-check.ts applies it): FC_SEED when set (a
 * replay), CI_SEED when CI=true, otherwise a random one, printed with the command that replays it
 * (docs/testing.md). Vitest loads this file once per project, so the first load leaves its choice in
 * FC_SEED for the others.
 */
function fastCheckSeed(): number {
  const given = process.env.FC_SEED?.trim()
  if (given) {
    if (!/^-?\d+$/.test(given)) throw new Error(`FC_SEED must be a 32-bit integer, not ${JSON.stringify(given)}`)
    return Number(given) | 0
  }
  const ci = process.env.CI === 'true' || process.env.CI === '1'
  const seed = ci ? CI_SEED : randomInt(-0x8000_0000, 0x7fff_ffff)
  process.env.FC_SEED = String(seed)
  console.log(`fast-check seed: ${seed}${ci ? ' (CI=true: the fixed seed)' : ''} (replay: FC_SEED=${seed} npm test)`)
  return seed
}

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
    provide: { fcSeed: fastCheckSeed() },
    setupFiles: ['tests/setup/fast-check.ts'],
    globalSetup: ['tests/setup/postgres.ts', 'tests/setup/fast-check-report.ts'],
    // The PostgreSQL and several-process stories by name after the run, and any test that did not run.
    reporters: ['default', './tests/setup/engines-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'eslint/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/**/*.data.test.ts'],
          // No test file changes module state (none mocks a module, stubs the environment or fakes
          // timers: lint holds it), so a file needs no process of its own. A fork per file cost the
          // unit and data files 19 of their 58 CPU-seconds (docs/decisions/164).
          isolate: false,
        },
      },
      {
        extends: true,
        // One module graph per worker, as `unit` (above).
        test: { name: 'data', include: ['src/**/*.data.test.ts', 'db/**/*.test.ts', 'tests/data/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        // Real browsers (playwright-core) against the production build. Two browsers share two cores
        // with the servers, so a long story gets room; a limit here is a hang guard, never a speed test.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          // The files of a worker share one module graph (the page build, the app): each file starts its
          // own site, browser and database, and no test file changes module state, so a fresh graph per
          // file only cost its import again (docs/decisions/164).
          isolate: false,
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
        test: { name: 'http', include: ['tests/http/**/*.test.ts'], isolate: false },
      },
      {
        // Several real server processes on PostgreSQL (TEST_DATABASE_URL); they need the build.
        extends: true,
        test: { name: 'scale', include: ['tests/scale/**/*.test.ts'] },
      },
    ],
  },
})
