/**
 * The web app is written against React's API and runs on Preact's compatibility layer
 * (decision 030): in the browser, in the server-rendering bundle and in the unit tests alike.
 */
import { fileURLToPath } from 'node:url';

const nodeModule = (file: string) =>
  fileURLToPath(new URL(`./node_modules/${file}`, import.meta.url));

/** The packages that import React themselves: bundled, so that they take Preact too. */
export const PACKAGES_ON_REACT = ['react-router', '@tanstack/react-query', 'zustand'];

/**
 * Vite's aliases from React's modules to Preact's. React Router's package exports name only its
 * development build, and under Node a CommonJS one that would require React itself: its ES
 * module build is named instead, `production` (dev warnings off) or `development`.
 */
export function preactAliases(reactRouterBuild: 'production' | 'development') {
  const reactRouter = (file: string) => nodeModule(`react-router/dist/${reactRouterBuild}/${file}`);
  return [
    { find: /^react-router$/, replacement: reactRouter('index.mjs') },
    { find: /^react-router\/dom$/, replacement: reactRouter('dom-export.mjs') },
    { find: /^react$/, replacement: 'preact/compat' },
    { find: /^react-dom$/, replacement: 'preact/compat' },
    { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
    { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
    { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
    { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
    { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  ];
}
