import { defineConfig } from 'vitest/config';

/**
 * The fault suite (`npm run test:faults`, faults/README.md): the built shop against a
 * PostgreSQL cluster and redis-servers of its own, with faults injected. Files run one at a
 * time: they freeze and kill processes and measure how long recovery takes.
 */
export default defineConfig({
  test: {
    name: 'faults',
    environment: 'node',
    include: ['faults/**/*.test.ts'],
    globalSetup: ['faults/support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
