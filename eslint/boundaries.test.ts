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
    "import { HttpError } from '../../server/http-error.server'",
    "import { cut } from '../../shared/format/text'",
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
  const code = "import { createApp } from '../../app/app.server'\nexport const f = createApp\n"
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
