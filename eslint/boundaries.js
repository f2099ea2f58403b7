// The import boundaries of docs/architecture.md, as an ESLint rule:
// - a feature (src/features/<name>) never imports another feature: what two features need lives in
//   src/server/ (server-only) or src/shared/ (also the browser's);
// - views/ import from src/ only what is in src/shared/ (server code never reaches a page bundle);
// - src/shared/ imports nothing from src/server/, src/features/ or views/.
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '..')

/** Where a file sits: 'feature:<name>', 'server', 'shared', 'views' or 'other'. */
function zoneOf(file) {
  const [top, second, third] = path.relative(ROOT, file).split(path.sep)
  if (top === 'views') return 'views'
  if (top !== 'src') return 'other'
  if (second === 'features') return third && third.includes('.') ? 'server' : `feature:${third}`
  return second === 'server' || second === 'shared' ? second : 'other'
}

function refusal(from, to) {
  if (from.startsWith('feature:') && to.startsWith('feature:') && from !== to) {
    return `A feature does not import another feature (${from.slice(8)} → ${to.slice(8)}); move what both need to src/server/ or src/shared/.`
  }
  if (from === 'views' && (to === 'server' || to.startsWith('feature:'))) {
    return 'Pages and components import only src/shared/ from src/; server code reaches a page through pageContext.'
  }
  if (from === 'shared' && to !== 'shared' && to !== 'other')
    return 'src/shared/ is browser-safe: it imports nothing from src/server/, src/features/ or views/.'
  return undefined
}

const rule = {
  meta: { type: 'problem', docs: { description: 'Import boundaries between features, server, shared code and views' }, schema: [] },
  create(context) {
    const from = zoneOf(context.filename)
    const check = (node) => {
      const source = node.source?.value
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const message = refusal(from, zoneOf(path.resolve(path.dirname(context.filename), source)))
      if (message) context.report({ node: node.source, message })
    }
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check }
  },
}

export default { rules: { imports: rule } }
