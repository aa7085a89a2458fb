import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

/** Source files the cycle check follows imports into (our imports carry no extension). */
const sourceExtensions = ['.ts', '.tsx', '.mts', '.cts', '.js', '.jsx', '.mjs', '.cjs'];

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
      // Preact leaves `autofocus` to the browser, which honours it only while the page loads
      // (decision 030): an element shown later would not get the focus.
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name="autoFocus"]',
          message: 'Use ref={focusOnMount} (lib/focus-on-mount): autoFocus does nothing here.',
        },
      ],
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
  {
    // No import cycles: in a cycle one module runs before the other has set its exports, and
    // neither side clearly owns the shared piece (move it into a module of its own). A lazy
    // import() counts too: the chunk still needs the module that loads it. Type-only imports
    // are not followed (the rule has no option to count them); they vanish from the build,
    // so they cannot fail at run time, but the same fix applies to them.
    files: ['src/**', 'bench/**', 'scripts/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': sourceExtensions,
      // The built-in resolver is enough: no path aliases, relative imports without extension.
      'import-x/resolver-next': [createNodeResolver({ extensions: sourceExtensions })],
    },
    rules: {
      // Packages cannot import us back: not following them keeps the check fast.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
);
