import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';
import { PACKAGES_ON_REACT, preactAliases } from './vite.aliases.ts';

export default defineConfig({
  test: {
    // Vitest's default leaves one core free (one worker on a 2-core machine); the test files
    // spend much of their time waiting on their databases, so every core runs one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: 'domain',
          environment: 'node',
          include: ['src/domain/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // scripts/*.mjs: the `npm start` supervisor and its restart policy.
        test: {
          name: 'scripts',
          environment: 'node',
          include: ['scripts/**/*.test.mjs'],
          testTimeout: 30_000,
        },
      },
      {
        // The components run on Preact, as in the browser (decision 030). Testing Library's ES
        // module build, bundled with the packages that import React, takes Preact through the
        // aliases; their CommonJS builds would require React itself.
        resolve: {
          alias: [
            {
              find: /^@testing-library\/react$/,
              replacement: fileURLToPath(
                new URL(
                  './node_modules/@testing-library/react/dist/@testing-library/react.esm.js',
                  import.meta.url,
                ),
              ),
            },
            ...preactAliases('development'),
          ],
        },
        test: {
          name: 'web',
          server: { deps: { inline: [...PACKAGES_ON_REACT, '@testing-library/react'] } },
          environment: 'jsdom',
          include: ['src/web/**/*.test.{ts,tsx}'],
          setupFiles: ['src/web/test/setup.ts'],
          // The flows type into forms step by step (a whole checkout in one test) while the server
          // tests share the same cores: 5 s is too tight for a full run on two cores.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
