// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      'apps/web/build-*/**',
      '**/.react-router/**',
      'data/**',
      'e2e/screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] } },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by convention even when they await nothing.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A feature never reaches into another: what two features share lives in components/ or lib/.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // From features/<name>/<folder>/file, '../../x' is another feature.
              regex: '^\\.\\./\\.\\./(?!\\.\\./)',
              message: 'Features do not import each other: move the shared piece to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Only repositories (and the database layer itself) talk SQL.
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      '**/*.repository.ts',
      'apps/server/src/db/**',
      '**/*.test.ts',
      '**/*.fixtures.ts',
      'apps/server/src/test/**',
      'apps/server/src/resilience/**',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              message: 'Only repositories touch the database: call a repository method instead.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
