// Fails when the code or the docs cite a document that is not in the repository, so that a
// newcomer who clones it can follow every pointer. It flags, line by line:
// - the team's old reference notes by name (kept outside the repository): see OUTSIDE below;
// - any other bare upper-case `NAME.md` that is not a file at the top of the repository;
// - a `docs/…` path that does not exist; `docs/decisions/NNN` must name a record starting with NNN;
// - `docs/product.md §N` where product.md has no section N, or `§N Title` whose title is not that
//   section's heading (so a citation goes stale loudly when sections move); a bare `§N` inside
//   product.md must exist too;
// - 'decision NNN' in prose without a record NNN;
// - a path under `src/`, `views/` or `tests/` that does not exist (a file, a folder, or a module named
//   without its extension); globs (`tests/e2e/*`), placeholders (`src/features/<name>/`, `…/:id`) and
//   paths inside URLs are not citations;
// - in Markdown files, a relative link whose target does not exist.
// Usage: node scripts/check-doc-citations.mjs [root]   (exit 0 when clean, 1 with a list of file:line;
// root defaults to the repository, and the script's own test points it at a fixture folder)
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const started = performance.now()
const ROOT = process.argv[2] ? path.resolve(process.argv[2]) : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
// The script and its test name dead paths on purpose (the test plants them in a fixture folder).
const SELF = path.relative(ROOT, fileURLToPath(import.meta.url))
const SELF_TEST = SELF.replace(/\.mjs$/, '.test.ts')
const DIRS = ['src', 'views', 'tests', 'db', 'scripts', 'bench', 'docs']
const ROOT_FILE = /^(?:[\w.-]+\.(?:ts|mts|cts|js|mjs|cjs|json|md)|\.env\.example)$/
const SKIP_DIR = /^(?:node_modules|dist.*|\.git|uploads|coverage)$/
const BINARY = /\.(?:png|jpe?g|webp|gif|avif|ico|svgz|mp4|webm|woff2?|ttf|otf|sqlite\d?|db|br|gz|zip|pdf|wasm|lock)$/i

// Notes the team works from that are not in the repository; citing them by name is always wrong.
const OUTSIDE = /\b(?:SPEC|DECISIONS|STACK-NOTES|DEVELOPERS)\.md\b/g
const BARE_MD = /(?<![\w./-])([A-Z][A-Z0-9_-]*\.md)\b/g
const DOCS_PATH = /(?<![\w./-])(?:\.\.?\/)*(docs\/[\w./-]*[\w/])/g
const DECISION_PROSE = /\bdecisions?\s+(\d{3})(?!\d)/gi
const MD_LINK = /\]\(([^)\s]+)\)/g
// A path under src/, views/ or tests/: segments of word characters, dots, dashes, `@id` and `+Page`
// names, or a Vike `(group)`. Not after a `/` or a word character, so a URL's path is not one.
const SOURCE_PATH = /(?<![\w./@+-])(?:\.\.?\/)*((?:src|views|tests)(?:\/(?:\([\w-]+\)|[\w.@+-]+))+)/g
// What may follow a cited path that makes it a pattern rather than a file: a glob, a placeholder, a
// template string's hole, a route parameter.
const PATTERN_AFTER = /^(?:[*<{…[$]|\/[*<{$…:[])/
// Lists scripts/list-behaviours.mjs wrote of the suite at one commit: a record of that run, whose test
// files may have moved since, not a pointer to follow.
const RUN_RECORD = /^docs\/testing\/behaviours-[^/]*\.txt$/
const MODULE_EXTENSIONS = ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.ts', '.d.mts']

const decisionFiles = fs.existsSync(path.join(ROOT, 'docs/decisions')) ? fs.readdirSync(path.join(ROOT, 'docs/decisions')) : []
const hasDecision = (nnn) => decisionFiles.some((f) => f.startsWith(nnn))
const productSections = readSections(path.join(ROOT, 'docs/product.md'))

/** Section number ('4', '16.2') → heading title ('Apply form') for every numbered heading of docs/product.md. */
function readSections(file) {
  if (!fs.existsSync(file)) return new Map()
  const headings = fs.readFileSync(file, 'utf8').matchAll(/^#{2,4}\s+(\d+(?:\.\d+)*)\.?\s+(.+?)\s*$/gm)
  return new Map(Array.from(headings, (m) => [m[1], m[2]]))
}

/** What is wrong with a `§N …` citation of docs/product.md, or null. `after` is the text after the § sign's number. */
function sectionProblem(number, after) {
  const title = productSections.get(number)
  if (title === undefined) return `cites docs/product.md §${number}, which has no such section`
  const words = after.trimStart()
  if (/^\p{Lu}/u.test(words) && !words.toLowerCase().startsWith(title.toLowerCase())) {
    return `cites docs/product.md §${number} as '${words.split(/[,;:()]/)[0].trim()}', but §${number} is '${title}'`
  }
  return null
}

function exists(rel) {
  return fs.existsSync(path.join(ROOT, rel))
}

/** A cited source path exists as written, as a module named without its extension, or as the .ts of a .js import. */
function sourceExists(rel) {
  return (
    exists(rel) || MODULE_EXTENSIONS.some((ext) => exists(rel + ext)) || (/\.m?js$/.test(rel) && exists(rel.replace(/(m?)js$/, '$1ts')))
  )
}

function* walk(dir) {
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIP_DIR.test(entry.name)) yield* walk(rel)
    } else if (entry.isFile() && rel !== SELF && rel !== SELF_TEST && !BINARY.test(entry.name)) {
      yield rel
    }
  }
}

function filesToCheck() {
  const files = []
  for (const name of fs.readdirSync(ROOT)) {
    if (ROOT_FILE.test(name) && name !== 'package-lock.json' && fs.statSync(path.join(ROOT, name)).isFile()) files.push(name)
  }
  for (const dir of DIRS) if (exists(dir)) files.push(...walk(dir))
  return files
}

/** What is wrong with one line, or an empty list. */
function problemsOf(line, file) {
  const problems = []
  for (const m of line.matchAll(OUTSIDE)) problems.push(`cites ${m[0]}, which is not in the repository`)
  for (const m of line.matchAll(BARE_MD)) {
    if (!/^(?:SPEC|DECISIONS|STACK-NOTES|DEVELOPERS)\.md$/.test(m[1]) && !exists(m[1]))
      problems.push(`cites ${m[1]}, which is not in the repository`)
  }
  for (const m of line.matchAll(DOCS_PATH)) {
    const cited = m[1]
    const after = line.slice(m.index + m[0].length)
    if (/^[*…<{]/.test(after) || /NNN|XXX/.test(cited)) continue // a pattern such as docs/decisions/NNN-…md, not a citation
    const record = /^docs\/decisions\/(\d{3})$/.exec(cited)
    if (record) {
      if (!hasDecision(record[1])) problems.push(`cites ${cited}, but no record in docs/decisions/ starts with ${record[1]}`)
    } else if (!exists(cited)) {
      problems.push(`cites ${cited}, which does not exist`)
    } else if (cited === 'docs/product.md') {
      const section = /^\s*§\s*(\d+(?:\.\d+)*)/.exec(after)
      const problem = section && sectionProblem(section[1], after.slice(section[0].length))
      if (problem) problems.push(problem)
    }
  }
  for (const m of RUN_RECORD.test(file) ? [] : line.matchAll(SOURCE_PATH)) {
    const cited = m[1].replace(/\.+$/, '') // a sentence's full stop is not part of the path
    if (PATTERN_AFTER.test(line.slice(m.index + m[0].length)) || /NNN|XXX/.test(cited)) continue
    if (!sourceExists(cited)) problems.push(`cites ${cited}, which does not exist`)
  }
  for (const m of line.matchAll(DECISION_PROSE)) {
    if (!hasDecision(m[1])) problems.push(`names decision ${m[1]}, but no record in docs/decisions/ starts with ${m[1]}`)
  }
  if (file === 'docs/product.md') {
    for (const m of line.matchAll(/§(\d+(?:\.\d+)*)/g))
      if (!productSections.has(m[1])) problems.push(`refers to §${m[1]}, which has no such section`)
  }
  if (file.endsWith('.md')) {
    for (const m of line.matchAll(MD_LINK)) {
      const target = m[1].replace(/#.*$/, '')
      if (!target || /^[a-z][\w+.-]*:/i.test(target)) continue // an anchor, a URL or mailto:
      const rel = path.normalize(path.join(path.dirname(file), decodeURIComponent(target)))
      if (rel.startsWith('..') || !exists(rel)) problems.push(`links to ${m[1]}, which does not exist`)
    }
  }
  return problems
}

const perFile = new Map()
let scanned = 0
let offending = 0
for (const file of filesToCheck()) {
  const body = fs.readFileSync(path.join(ROOT, file))
  if (body.subarray(0, 8000).includes(0)) continue // binary
  scanned++
  const lines = body.toString('utf8').split('\n')
  lines.forEach((line, i) => {
    if (!/\.md|docs\/|ecision|§|src\/|views\/|tests\//i.test(line)) return
    const problems = problemsOf(line, file)
    if (problems.length === 0) return
    offending++
    perFile.set(file, (perFile.get(file) ?? 0) + 1)
    console.log(`${file}:${i + 1}: ${problems.join('; ')}`)
  })
}

const ms = (performance.now() - started).toFixed(0)
if (offending === 0) {
  console.log(`doc citations: ${scanned} files checked, every cited document exists (${ms} ms)`)
} else {
  console.log('\nOffending lines per file:')
  for (const [file, count] of [...perFile].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])))
    console.log(`  ${String(count).padStart(3)}  ${file}`)
  console.log(`doc citations: ${offending} offending lines in ${perFile.size} of ${scanned} files (${ms} ms)`)
  process.exitCode = 1
}
