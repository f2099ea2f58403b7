import type { TestProject } from 'vitest/node'

/** The line a run prints: its fast-check seed and the command that replays it (docs/testing.md). */
export function seedLine(seed: number): string {
  return `fast-check seed: ${seed} (replay: FC_SEED=${seed} npm test, or FC_SEED=${seed} npx vitest run <file>)`
}

/**
 * Global setup: prints the seed once more after the last test, next to any failure. Each project
 * runs it, so only the first prints.
 */
export default function setup(project: TestProject) {
  return () => {
    if (process.env.FC_SEED_REPORTED) return
    process.env.FC_SEED_REPORTED = '1'
    console.log(`\n${seedLine(project.getProvidedContext().fcSeed)}`)
  }
}
