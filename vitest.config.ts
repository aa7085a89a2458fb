import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
        plugins: [react()],
        test: {
          name: 'web',
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
