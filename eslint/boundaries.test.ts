import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// `npm run lint` holds the boundaries of docs/architecture.md: these fixtures are what a newcomer
// might write, linted with the project's own configuration as if they sat at those paths.
const eslint = new ESLint()

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message)
}

test('a feature that imports another feature fails the lint', async () => {
  const errors = await boundaryErrors(
    'src/features/blog/fixture.server.ts',
    "import { listApplications } from '../leads/applications.service.server'\nexport const f = listApplications\n",
  )
  expect(errors).toEqual(['A feature does not import another feature (blog → leads); move what both need to src/server/ or src/shared/.'])
})

test('a feature may import its own modules, src/server and src/shared', async () => {
  const code = [
    "import { rssXml } from './blog-rss.server'",
    "import { HttpError } from '#src/server/http-error.server'",
    "import { cut } from '#src/shared/format/text'",
    'export const f = [rssXml, HttpError, cut]',
    '',
  ].join('\n')
  expect(await boundaryErrors('src/features/blog/fixture.server.ts', code)).toEqual([])
})

test('a page that imports server code fails the lint; src/shared is fine', async () => {
  const code = [
    "import { errorCode } from '../../../src/server/http-error.server'",
    "import { cut } from '../../../src/shared/format/text'",
    'export const f = [errorCode, cut]',
    '',
  ].join('\n')
  expect(await boundaryErrors('views/pages/about/fixture.ts', code)).toEqual([
    'Pages and components import only src/shared/ from src/; server code reaches a page through pageContext.',
  ])
})

test('shared code that imports the server fails the lint', async () => {
  const errors = await boundaryErrors(
    'src/shared/fixture.ts',
    "import { errorCode } from '../server/http-error.server'\nexport const f = errorCode\n",
  )
  expect(errors).toEqual(['src/shared/ is browser-safe: it imports nothing from src/server/, src/features/ or views/.'])
})

async function circleErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'boundaries/no-shared-circle').map((m) => m.message)
}

test('an import circle among shared modules fails the lint', async () => {
  // src/shared/loan-tools/eligibility.ts imports src/shared/format/inr.ts; inr importing it back closes a circle.
  const errors = await circleErrors(
    'src/shared/format/inr.ts',
    "import { DEFAULT_FOIR } from '../loan-tools/eligibility'\nexport const x = DEFAULT_FOIR\n",
  )
  expect(errors).toEqual([
    'Import circle in src/shared/: format/inr.ts → loan-tools/eligibility.ts → format/inr.ts. Move what both need into a module that imports neither.',
  ])
})

test('shared modules that import each other one way only pass', async () => {
  const code = "import { formatInr } from '../format/inr'\nexport const f = formatInr\n"
  expect(await circleErrors('src/shared/loan-tools/fixture.ts', code)).toEqual([])
})

test('shared server code that imports a feature fails the lint; the app may', async () => {
  const code = "import { blogRoutes } from '../features/blog/blog.routes.server'\nexport const f = blogRoutes\n"
  expect(await boundaryErrors('src/server/fixture.server.ts', code)).toEqual([
    'src/server/ is what features share; it imports no feature (blog). The app in src/app/ wires features together.',
  ])
  expect(await boundaryErrors('src/app/fixture.server.ts', code)).toEqual([])
})

test('a feature that imports the app fails the lint', async () => {
  const code = "import { createApp } from '#src/app/app.server'\nexport const f = createApp\n"
  expect(await boundaryErrors('src/features/blog/fixture.server.ts', code)).toEqual([
    'Only the start-up imports the app (src/app/); pass what a module needs through AppDeps or FeatureContext.',
  ])
})

test('an import through a package.json alias is held to the same boundaries', async () => {
  const code =
    "import { errorCode } from '#src/server/http-error.server'\nimport { cut } from '#src/shared/format/text'\nexport const f = [errorCode, cut]\n"
  expect(await boundaryErrors('views/pages/about/fixture.ts', code)).toEqual([
    'Pages and components import only src/shared/ from src/; server code reaches a page through pageContext.',
  ])
})

async function ruleErrors(ruleId: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message)
}

test('an import that climbs two folders fails the lint, and names its alias', async () => {
  const code = "import { formatInr } from '../../shared/format/inr'\nexport const f = formatInr\n"
  expect(await ruleErrors('boundaries/no-climb', 'src/features/blog/fixture.server.ts', code)).toEqual([
    "An import climbs one folder at most: name '../../shared/format/inr' from the root, as '#src/shared/format/inr'.",
  ])
})

test('an import into another top-level folder fails the lint unless it uses the alias', async () => {
  const relative = "import { openTestDb } from '../tests/setup/test-db'\nexport const f = openTestDb\n"
  expect(await ruleErrors('boundaries/no-climb', 'bench/fixture.ts', relative)).toEqual([
    "An import into another top-level folder uses its '#' alias: '#tests/setup/test-db', not '../tests/setup/test-db'.",
  ])
  const aliased = "import { openTestDb } from '#tests/setup/test-db'\nexport const f = openTestDb\n"
  expect(await ruleErrors('boundaries/no-climb', 'bench/fixture.ts', aliased)).toEqual([])
  const near = "import { cut } from '../format/text'\nexport const f = cut\n"
  expect(await ruleErrors('boundaries/no-climb', 'src/shared/content/fixture.ts', near)).toEqual([])
})

test('a migration that imports live code from src/ fails the lint; its tests may', async () => {
  const code = "import { applicationStatuses } from '#src/shared/leads'\nexport const f = applicationStatuses\n"
  expect(await boundaryErrors('db/migrations/20990101000000_fixture.ts', code)).toEqual([
    'db/ imports nothing from src/ or views/: a migration runs as written the day it was made, never on live code that changes after it.',
  ])
  expect(await boundaryErrors('db/fixture.data.test.ts', code)).toEqual([])
})

test('a function in src/ or views/ longer than 120 lines fails the lint; a test may be longer', async () => {
  const body = Array.from({ length: 121 }, (_, i) => `  const v${i} = ${i}`).join('\n')
  const code = `export function long(): number {\n${body}\n  return v0\n}\n`
  const rule = 'max-lines-per-function'
  expect(await ruleErrors(rule, 'views/pages/about/fixture.tsx', code)).toEqual([
    "Function 'long' has too many lines (124). Maximum allowed is 120.",
  ])
  expect(await ruleErrors(rule, 'src/features/blog/fixture.server.ts', code)).toHaveLength(1)
  expect(await ruleErrors(rule, 'src/features/blog/fixture.test.ts', code)).toEqual([])
})
