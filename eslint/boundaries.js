// The import boundaries of docs/architecture.md, as an ESLint rule:
// - a feature (src/features/<name>) never imports another feature: what two features need lives in
//   src/server/ (server-only) or src/shared/ (also the browser's);
// - src/server/ is what features share on the server: it imports no feature (src/app/ wires them);
// - views/ import from src/ only what is in src/shared/ (server code never reaches a page bundle);
// - src/shared/ imports nothing from src/server/, src/features/ or views/;
// - db/ (the migrations) imports nothing from src/ or views/: a migration runs as written on the day it
//   was made, so it never reads live code that may change after it (its tests may);
// - a relative import climbs one folder at most and stays in its top-level folder; anything further is
//   named through package.json's "imports" (`#src/…`, `#views/…`, `#tests/…`, `#db/…`).
import fs from 'node:fs'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Where a file sits: 'feature:<name>', 'app', 'server', 'shared', 'views', 'db', 'src' (elsewhere in src/) or 'other'. */
function zoneOf(file) {
  const [top, second, third] = path.relative(ROOT, file).split(path.sep)
  if (top === 'views' || top === 'db') return top
  if (top !== 'src') return 'other'
  if (second === 'features') return third && third.includes('.') ? 'server' : `feature:${third}`
  return second === 'server' || second === 'shared' || second === 'app' ? second : 'src'
}

const TEST_FILE = /\.test\.tsx?$/

/**
 * The path an import names: relative, or through package.json's "imports" (`#src/shared/x` is
 * src/shared/x); undefined for a package.
 */
function importedPath(fromFile, spec) {
  const alias = /^#(\w+)\/(.*)$/.exec(spec)
  if (alias) return path.join(ROOT, alias[1], alias[2])
  return spec.startsWith('.') ? path.resolve(path.dirname(fromFile), spec) : undefined
}

function refusal(from, to, fromFile) {
  if (from === 'db' && to !== 'db' && to !== 'other' && !TEST_FILE.test(fromFile)) {
    return 'db/ imports nothing from src/ or views/: a migration runs as written the day it was made, never on live code that changes after it.'
  }
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) {
    return `A feature does not import another feature (${from.slice(8)} → ${to.slice(8)}); move what both need to src/server/ or src/shared/.`
  }
  if (from === 'server' && to.startsWith('feature:')) {
    return `src/server/ is what features share; it imports no feature (${to.slice(8)}). The app in src/app/ wires features together.`
  }
  if (to === 'app' && from !== 'app' && from !== 'src' && from !== 'other' && from !== 'views')
    return 'Only the start-up imports the app (src/app/); pass what a module needs through AppDeps or FeatureContext.'
  if (from === 'views' && (to === 'server' || to === 'app' || to.startsWith('feature:'))) {
    return 'Pages and components import only src/shared/ from src/; server code reaches a page through pageContext.'
  }
  if (from === 'shared' && to !== 'shared' && to !== 'src' && to !== 'other' && to !== 'db')
    return 'src/shared/ is browser-safe: it imports nothing from src/server/, src/features/ or views/.'
  return undefined
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between features, server, shared code and views' }, schema: [] },
  create(context) {
    const from = zoneOf(context.filename)
    const check = (node) => {
      const source = node.source?.value
      const target = typeof source === 'string' ? importedPath(context.filename, source) : undefined
      if (!target) return
      const message = refusal(from, zoneOf(target), context.filename)
      if (message) context.report({ node: node.source, message })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

// ── Relative imports stay near ──
// `../../x` makes a reader count folders, and breaks when a file moves; a path across top-level folders
// is named from the root through package.json's "imports" instead (`#src/shared/format/inr`).

const climb = {
  meta: {
    type: 'suggestion',
    docs: { description: "Relative imports climb one folder at most and stay in their top-level folder; otherwise a '#' alias" },
    schema: [],
  },
  create(context) {
    const [top, ...rest] = path.relative(ROOT, context.filename).split(path.sep)
    if (rest.length === 0) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string' || !spec.startsWith('.')) return
      const target = path.relative(ROOT, path.resolve(path.dirname(context.filename), spec)).split(path.sep)
      const alias = `#${target.join('/')}`
      if (spec.startsWith('../../')) {
        context.report({ node: node.source, message: `An import climbs one folder at most: name '${spec}' from the root, as '${alias}'.` })
      } else if (target[0] !== top && target.length > 1) {
        context.report({
          node: node.source,
          message: `An import into another top-level folder uses its '#' alias: '${alias}', not '${spec}'.`,
        })
      }
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

// ── No import circle inside src/shared/ ──
// Shared modules are the leaves every layer stands on; a circle among them (even of types) means one
// of them holds something the other's callers need: move it down into a module both import.

const SHARED = path.join(ROOT, 'src', 'shared')
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

/** The file a specifier names, if it is a module of src/shared/. */
function sharedTarget(fromFile, spec) {
  const base = importedPath(fromFile, spec)
  if (!base || !base.startsWith(SHARED + path.sep)) return undefined
  return ['', '.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile())
}

function sharedImportsOf(file, text) {
  return [...text.matchAll(IMPORT)].map((m) => sharedTarget(file, m[1] ?? m[2])).filter(Boolean)
}

const onDisk = new Map()
function importsOnDisk(file) {
  if (!onDisk.has(file)) onDisk.set(file, sharedImportsOf(file, fs.readFileSync(file, 'utf8')))
  return onDisk.get(file)
}

/** A way from `start` back to `target` through the modules on disk, or undefined. */
function pathBack(start, target) {
  const seen = new Set()
  const walk = (file, trail) => {
    if (file === target) return trail
    if (seen.has(file)) return undefined
    seen.add(file)
    for (const next of importsOnDisk(file)) {
      const found = walk(next, [...trail, next])
      if (found) return found
    }
    return undefined
  }
  return walk(start, [start])
}

const noCircle = {
  meta: { type: 'problem', docs: { description: 'No import circle among the modules of src/shared/' }, schema: [] },
  create(context) {
    const file = context.filename
    if (!file.startsWith(SHARED + path.sep)) return {}
    const check = (node) => {
      const spec = node.source?.value
      if (typeof spec !== 'string') return
      const target = sharedTarget(file, spec)
      const circle = target && pathBack(target, file)
      if (!circle) return
      const names = [file, ...circle].map((f) => path.relative(SHARED, f))
      context.report({
        node: node.source,
        message: `Import circle in src/shared/: ${names.join(' → ')}. Move what both need into a module that imports neither.`,
      })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { imports: rule, 'no-climb': climb, 'no-shared-circle': noCircle } }
