import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, test } from 'vitest'

// `npm run check:docs` runs scripts/check-doc-citations.mjs on the repository; here it runs on a
// fixture folder laid out as the repository is, so a planted dead path must fail it.
const SCRIPT = path.resolve(import.meta.dirname, 'check-doc-citations.mjs')
let root = ''

function plant(files: Record<string, string>): void {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'lp-citations-'))
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true })
    fs.writeFileSync(path.join(root, rel), text)
  }
}

function check(): { status: number | null; lines: string[] } {
  const run = spawnSync(process.execPath, [SCRIPT, root], { encoding: 'utf8' })
  return { status: run.status, lines: run.stdout.split('\n').filter((l) => /^\S+:\d+: /.test(l)) }
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

const existing = {
  'src/shared/offers/match.ts': 'export const match = 1\n',
  'views/pages/offers/+Page.tsx': 'export const Page = 1\n',
  'views/pages/(site)/single-blog/@id/+data.ts': 'export const data = 1\n',
  'tests/setup/site.ts': 'export const site = 1\n',
  'docs/decisions/001-stack.md': '# 001. Stack\n',
}

test('a dead src/ path cited in a code comment fails the check, with its file and line', () => {
  plant({
    ...existing,
    'src/features/offers/offers.routes.ts':
      '// The match is src/shared/offers/match.ts.\n// The old list was src/shared/offers/services.json.\n',
  })
  expect(check()).toEqual({
    status: 1,
    lines: ['src/features/offers/offers.routes.ts:2: cites src/shared/offers/services.json, which does not exist'],
  })
})

test('dead views/ and tests/ paths cited in a decision fail the check', () => {
  plant({
    ...existing,
    'docs/decisions/002-pages.md': [
      '- The page is `views/pages/offers/+Page.tsx`; the story starts `tests/setup/site.ts`.',
      '- The old page was `views/pages/offers/Old.tsx`, its story (tests/e2e/old-offers.test.ts).',
      '',
    ].join('\n'),
  })
  expect(check()).toEqual({
    status: 1,
    lines: [
      'docs/decisions/002-pages.md:2: cites views/pages/offers/Old.tsx, which does not exist; cites tests/e2e/old-offers.test.ts, which does not exist',
    ],
  })
})

test('globs, placeholders, route parameters, URLs and modules named without their extension pass', () => {
  plant({
    ...existing,
    'docs/architecture.md': [
      'Tests are tests/e2e/*.test.ts and src/**/*.test.ts; a feature is src/features/<name>/<name>.routes.ts.',
      'The post page is views/pages/(site)/single-blog/@id/+data.ts, served at /single-blog/:id (views/pages/blog/:id).',
      'Upstream keeps it at https://github.com/example/repo/blob/main/src/gone.ts and http://localhost/tests/gone.',
      "A test imports '#src/shared/offers/match' or '../../src/shared/offers/match.js'; see src/shared/offers.",
      '',
    ].join('\n'),
  })
  expect(check()).toEqual({ status: 0, lines: [] })
})
