import type { Reporter, TestCase, TestModule } from 'vitest/node'

/** A story on PostgreSQL: every data story runs once per engine, named "… on postgres" (tests/setup/test-db.ts). */
const ON_POSTGRES = /\bpostgres(ql)?\b/i

/**
 * After the run, the stories that prove the second engine, by name: those on PostgreSQL and those
 * with several server processes (the `scale` project), and every test that did not run, with the
 * reason it gave (docs/decisions/200). A run where none of them ran says so, instead of looking green.
 */
export default class EnginesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    const tests = modules.flatMap((module) => [...module.children.allTests()])
    const postgres = tests.filter((t) => t.project.name !== 'scale' && ON_POSTGRES.test(t.fullName))
    const scale = tests.filter((t) => t.project.name === 'scale')
    const skipped = tests.filter((t) => t.result().state === 'skipped')
    const lines = [
      '',
      `Both engines: ${count(postgres)} on PostgreSQL, ${count(scale)} with several server processes.`,
      ...[...postgres, ...scale].map((t) => `  ${mark(t)} ${t.project.name} › ${t.module.relativeModuleId} › ${t.fullName}`),
      skipped.length ? `Did not run (${skipped.length}):` : 'Did not run: none.',
      ...skipped.map((t) => `  - ${t.module.relativeModuleId} › ${t.fullName}: ${skipNote(t)}`),
    ]
    console.log(lines.join('\n'))
  }
}

function count(tests: TestCase[]): string {
  const passed = tests.filter((t) => t.result().state === 'passed').length
  return `${tests.length} stories (${passed} passed)`
}

function mark(t: TestCase): string {
  return { passed: '✓', failed: '✗', skipped: '-', pending: '…' }[t.result().state]
}

function skipNote(t: TestCase): string {
  const result = t.result()
  return (result.state === 'skipped' && result.note) || 'no reason given'
}
