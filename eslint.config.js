import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

// Imports go one way: web -> shared, domain; server -> shared, domain; domain -> shared;
// shared -> zod. Server areas never reach into another area's repository.
export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'e2e/.artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'error',
    },
  },
  {
    files: ['packages/shared/**/*.ts'],
    rules: restrict([
      { group: ['@despacho/*', '**/apps/**', '**/domain/**'], message: 'shared imports only zod' },
      { group: ['node:*', 'fs', 'path', 'crypto'], message: 'shared is pure' },
    ]),
  },
  {
    files: ['packages/domain/src/**/*.ts'],
    rules: restrict([
      {
        group: ['@despacho/server', '@despacho/web', '**/apps/**'],
        message: 'domain imports only shared',
      },
      {
        group: [
          'node:*',
          'fs',
          'path',
          'crypto',
          'pg',
          'drizzle-orm',
          'drizzle-orm/*',
          '@electric-sql/*',
        ],
        message: 'the domain core does no I/O',
      },
    ]),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        {
          group: ['@despacho/server', '**/apps/server/**', 'node:*'],
          message: 'web talks to the server over HTTP only',
        },
      ]),
    },
  },
  {
    // One date formatter (lib/format.ts): dd/mm/aaaa, 24 h, the tenant's time zone (issue 25).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/format.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: 'format dates with lib/format (the tenant’s zone, dd/mm/aaaa)',
        },
        {
          selector: 'CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]',
          message: 'format dates and numbers with lib/format',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    rules: restrict([
      {
        group: ['../*/*.repository', '../*/*.repository.ts'],
        message: 'use the other area’s service or a workflow',
      },
      { group: ['@despacho/web', '**/apps/web/**'], message: 'server never imports the web app' },
    ]),
  },
  {
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'e2e/**/*.ts',
      '**/bench/**/*.ts',
      'apps/server/src/cli*.ts',
      'apps/server/src/cli/**/*.ts',
      'scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
