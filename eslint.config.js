// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const webApp = './apps/web/app';
const features = readdirSync(new URL(`${webApp}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// kebab-case words, with dots between role suffixes: `credits.service`, `plan-change.test`, `env.d`.
const kebabWord = '+([a-z])*([a-z0-9])*(-+([a-z0-9]))';
const kebabWithRoles = `${kebabWord}*(.${kebabWord})`;

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
      // `const { left, ...kept } = row` is how an object leaves out a key.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Import cycles make load order (and so undefined bindings at start-up) depend on who imports first.
    files: ['apps/*/**/*.{ts,tsx}', 'packages/*/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // File names are kebab-case; a role suffix follows a dot (`*.service.ts`, `*.test.tsx`).
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.{ts,tsx}': kebabWithRoles }],
    },
  },
  {
    // Inside the web app, '~/' reaches app/: a path that climbs two folders or more is hard to read and to move.
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./',
              message: "Import from '~/…' (apps/web/app) instead of climbing two or more folders.",
            },
          ],
        },
      ],
    },
  },
  {
    // components/ and lib/ are what features share, so they never depend on a feature.
    files: ['apps/web/app/components/**/*.{ts,tsx}', 'apps/web/app/lib/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: [`${webApp}/components`, `${webApp}/lib`],
              from: `${webApp}/features`,
              message: 'components/ and lib/ do not import features: move the shared piece here instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // A feature never reaches into another: what two features share lives in components/ or lib/.
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: features.map((feature) => ({
            target: `${webApp}/features/${feature}`,
            from: `${webApp}/features`,
            except: [`./${feature}`],
            message: 'Features do not import each other: move the shared piece to components/ or lib/.',
          })),
        },
      ],
    },
  },
  {
    // Only repositories (and the database layer itself) talk SQL or see the tables.
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
            {
              regex: '(^|/)db/schema(/|\\.ts$|$)',
              message: 'Only repositories use the table definitions: call a repository method instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // Adapters wrap outside services behind interfaces; the app's rules reach them through the
    // composition root (as arguments), never by an adapter importing a module.
    files: ['apps/server/src/adapters/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: 'apps/server/src/adapters',
              from: 'apps/server/src/modules',
              message: 'Adapters do not import modules: have the composition root pass what they need.',
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
