// The house's own rules, counted (docs/decisions/223): relative imports that climb two folders or more
// (`../../`), and functions in src/ and views/ longer than ESLint's max-lines-per-function allows.
// Both must be 0; `npm run lint` refuses each one, and this prints the figures. Exit 1 when either is not 0.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { ESLint } from 'eslint'

const ROOT = path.resolve(import.meta.dirname, '..')
const SOURCE = /\.(ts|tsx|mjs|js)$/
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.\.\/\.\.\/[^'"]*)['"]/g

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter((f) => SOURCE.test(f) && !f.startsWith('eslint/') && fs.existsSync(path.join(ROOT, f)))

const climbs = files.flatMap((file) => [...fs.readFileSync(path.join(ROOT, file), 'utf8').matchAll(IMPORT)].map((m) => `${file}: ${m[1]}`))

// The project's own configuration: the same limit, the same files and the same exclusions as the lint.
const eslint = new ESLint({ cwd: ROOT, overrideConfig: { linterOptions: { reportUnusedDisableDirectives: 'off' } } })
const results = await eslint.lintFiles(['src', 'views'])
const long = results.flatMap((r) =>
  r.messages.filter((m) => m.ruleId === 'max-lines-per-function').map((m) => `${path.relative(ROOT, r.filePath)}:${m.line} ${m.message}`),
)

console.log(`imports at depth two or more (../../): ${climbs.length}`)
for (const line of climbs) console.log(`  ${line}`)
console.log(`functions over the limit in src/ and views/: ${long.length}`)
for (const line of long) console.log(`  ${line}`)
process.exitCode = climbs.length + long.length === 0 ? 0 : 1
