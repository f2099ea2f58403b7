import { ESLint } from 'eslint'
import { expect, test } from 'vitest'

// A newcomer's route that answers a refusal by hand fails `npm run lint` (docs/decisions/233); the
// fixtures are linted with the project's own configuration as if they sat at a feature's path.
const eslint = new ESLint()
const ROUTE = 'src/features/blog/fixture.routes.server.ts'

async function refusalErrors(code: string, filePath = ROUTE): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message)
}

const fixture = (body: string) =>
  [
    "import type { Request, Response } from 'express'",
    `export const handler = (req: Request, res: Response) => { void req; ${body} }`,
    '',
  ].join('\n')

test('a route that writes res.status(4xx) or res.status(5xx) fails the lint', async () => {
  expect(await refusalErrors(fixture("res.status(422).json({ message: 'no' })"))).toEqual([
    'A route does not write a 4xx or 5xx: throw DomainError and let answerRefusal (src/server/middleware/errors.server.ts) answer.',
  ])
  expect(await refusalErrors(fixture('res.sendStatus(500)'))).toHaveLength(1)
  expect(await refusalErrors(fixture('res.status(429).end()'), 'views/pages/about/fixture.ts')).toHaveLength(1)
})

test('a route that renders its page with a 4xx status fails the lint', async () => {
  expect(await refusalErrors(fixture('void { status: 401, formState: {} }'))).toEqual([
    'A route does not render a 4xx or 5xx page: throw DomainError inside a formRoute (src/server/forms.server.ts).',
  ])
})

test('success statuses, and the one answer itself, pass', async () => {
  expect(await refusalErrors(fixture("res.status(201).json({ message: 'ok' }); res.status(204).end()"))).toEqual([])
  expect(await refusalErrors(fixture('res.status(500).end()'), 'src/server/middleware/errors.server.ts')).toEqual([])
})
