import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const serverOnlyPackages = [
  'fastify',
  '@fastify/*',
  'pg',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'pino',
  'node:*',
];
const webOnlyPackages = [
  'react',
  'react-dom',
  'react-dom/*',
  'react-router',
  '@tanstack/*',
  'zustand',
];

/** Import directions: domain <- server, domain <- web; server and web never meet. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'drizzle/**',
      'test-results/**',
      'playwright-report/**',
      '.data-*/**',
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
    },
  },
  {
    files: ['src/domain/**'],
    rules: restrict([
      { group: ['**/server/**', '**/web/**'], message: 'domain imports neither server nor web.' },
      {
        group: [...serverOnlyPackages, ...webOnlyPackages],
        message: 'domain stays pure TypeScript.',
      },
    ]),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...restrict([
        { group: ['**/server/**'], message: 'web never imports server.' },
        { group: serverOnlyPackages, message: 'server-only package in the browser.' },
      ]).valueOf(),
    },
  },
  {
    files: ['src/server/**'],
    rules: restrict([
      { group: ['**/web/**'], message: 'server never imports web.' },
      { group: webOnlyPackages, message: 'browser-only package on the server.' },
    ]),
  },
);
