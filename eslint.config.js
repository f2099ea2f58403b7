import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/boundaries.js'

export default tseslint.config(
  { ignores: ['dist*/**', 'node_modules/**', 'uploads/**', 'public/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, boundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      'no-console': 'off',
      'boundaries/imports': 'error',
      'boundaries/no-climb': 'error',
      'boundaries/no-shared-circle': 'error',
    },
  },
  {
    // A function a reader takes in at one go: past about 120 lines, split it into parts with names
    // (docs/decisions/223). Tests are stories and stay whole.
    files: ['src/**/*.{ts,tsx}', 'views/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  {
    // A route never writes a refusal's status: it throws DomainError (or HttpError), and the one
    // answer, answerRefusal in src/server/middleware/errors.server.ts, picks the status from its table
    // (docs/decisions/184, 233). Fixtures in eslint/refusals.test.ts.
    files: ['src/features/**/*.{ts,tsx}', 'views/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['status', 'sendStatus'].map((method) => ({
          selector: `CallExpression[callee.property.name='${method}'][arguments.0.value>=400][arguments.0.value<600]`,
          message:
            'A route does not write a 4xx or 5xx: throw DomainError and let answerRefusal (src/server/middleware/errors.server.ts) answer.',
        })),
        {
          selector: "Property[key.name='status'][value.value>=400][value.value<600]",
          message: 'A route does not render a 4xx or 5xx page: throw DomainError inside a formRoute (src/server/forms.server.ts).',
        },
      ],
    },
  },
  {
    // Every test project shares one module graph per worker (vitest.config.ts): what a file changes
    // in a module, the environment or the clock, the next file of the worker would inherit.
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['mock', 'doMock', 'stubEnv', 'stubGlobal', 'useFakeTimers'].map((property) => ({
          object: 'vi',
          property,
          message: 'Test files share a module graph per worker (vitest.config.ts), and tests use real parts, never mocks.',
        })),
      ],
    },
  },
)
