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
