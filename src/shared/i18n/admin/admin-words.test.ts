import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { fill } from '../fill'
import { plural } from '../plural'
import { adminWords } from '.'

// The admin's words live in src/shared/i18n/admin (issue 42, item 1; docs/decisions/236). This test
// reads every admin view's source and fails on English written inline: a JSX text node with a letter,
// or a literal with a letter given to a prop a person reads (label, aria-label, hint, title…).

const ROOTS = ['views/pages/admin-dashboard', 'views/pages/admin', 'views/components/lead-desk']
/** Props whose value is read by a person; any other string prop (className, name, href…) is code. */
const WORDED_PROPS = new Set(['label', 'aria-label', 'hint', 'title', 'placeholder', 'alt', 'caption', 'empty', 'summary', 'kicker'])

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.tsx') ? [join(dir, e.name)] : [],
  )
}

/** Each inline English text of a .tsx file, as `line: text`. */
function inlineEnglish(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const hasLetter = (s: string) => /\p{L}/u.test(s)
  const at = (n: ts.Node) => `${source.getLineAndCharacterOfPosition(n.getStart()).line + 1}: `
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasLetter(node.text)) found.push(at(node) + node.text.trim())
    if (ts.isJsxAttribute(node) && WORDED_PROPS.has(node.name.getText(source)) && node.initializer) {
      const init = node.initializer
      const literal = ts.isStringLiteral(init)
        ? init
        : ts.isJsxExpression(init) && init.expression && ts.isStringLiteralLike(init.expression)
          ? init.expression
          : null
      if (literal && hasLetter(literal.text)) found.push(at(node) + literal.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe("the admin's words", () => {
  const files = ROOTS.flatMap(sources)

  it('reads every admin view', () => {
    // A moved or renamed folder would leave the scan with nothing to read, and pass.
    expect(files.length).toBeGreaterThan(30)
  })

  it('are read from src/shared/i18n/admin in every admin view, none written inline', () => {
    const inline = files.flatMap((f) => inlineEnglish(f).map((t) => `${f}:${t}`))
    expect(inline).toEqual([])
  })

  it('finds inline English where it is written, so a clean scan means something', () => {
    // The scanner itself, on a view written the old way: the text node and the label are found.
    const file = join(import.meta.dirname, 'fixtures', 'InlineEnglish.tsx.txt')
    expect(inlineEnglish(file)).toEqual(['3: Apply filters', '4: Search', '5: Loan type'])
  })

  it('fill their placeholders and count with plural()', () => {
    const { calls, list } = adminWords.desk
    expect(fill(plural('en', 1, calls.failedInARow), { n: 1, max: 3 })).toBe(
      '1 failed call in a row; an application ends as Not reachable at 3.',
    )
    expect(fill(list.count, { n: '2', noun: plural('en', 2, list.enquiries.noun) })).toBe('2 enquiries, newest first')
  })
})
