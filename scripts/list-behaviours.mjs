// Lists the distinct behaviours the test suite proves, one a line, so that a change to the suite can
// show that nothing was lost (docs/testing.md). A story run in several browser modes ('desktop, JS on',
// 'phone, JS off', …) is one behaviour; the JS column keeps whether it is proven with JavaScript on,
// off, or both. Collects with `vitest list` (no test runs); set TEST_DATABASE_URL to include the
// PostgreSQL and scale stories, as CI runs them.
// Usage: node scripts/list-behaviours.mjs [out.txt]   (prints the counts; writes the list when given a file)
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const MODE = /'(desktop|phone), JS (on|off)'/
const json = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lp-list-')), 'tests.json')
execFileSync('npx', ['vitest', 'list', `--json=${json}`], { stdio: ['ignore', 'ignore', 'inherit'] })
const tests = JSON.parse(fs.readFileSync(json, 'utf8'))

const behaviours = new Map()
for (const t of tests) {
  const file = path.relative(process.cwd(), t.file)
  const name = t.name.replace(MODE, '<mode>').replace(/<mode>, images on '(disk|database)'/, '<mode>, images')
  const key = `${t.projectName} | ${file} | ${name}`
  const js = MODE.exec(t.name)?.[2]
  const seen = behaviours.get(key) ?? new Set()
  if (js) seen.add(`JS ${js}`)
  behaviours.set(key, seen)
}
const lines = [...behaviours].map(([key, js]) => (js.size ? `${key} | ${[...js].sort().join(', ')}` : key)).sort()
const pairs = [...behaviours.values()].reduce((n, js) => n + Math.max(js.size, 1), 0)
console.log(`${tests.length} tests; ${behaviours.size} distinct behaviours; ${pairs} behaviour × JavaScript pairs`)
if (process.argv[2]) fs.writeFileSync(process.argv[2], lines.join('\n') + '\n')
