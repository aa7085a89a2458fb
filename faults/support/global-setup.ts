import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from './ports';
import {
  removePostgresCluster,
  startPostgresCluster,
  type PostgresCluster,
} from './postgres-cluster';
import { ensureShopBuilt } from './shop';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The fault suite's own PostgreSQL cluster; each test file creates its database in it. */
    faultsPostgres: PostgresCluster;
    /** The run's temporary folder: test files keep their data and logs under it. */
    faultsWorkDir: string;
  }
}

const PORT_ATTEMPTS = 3;

async function startClusterOnFreePort(parentDir: string): Promise<PostgresCluster> {
  let lastError: unknown;
  // Another program may take the free port between the look-up and the start.
  for (let attempt = 0; attempt < PORT_ATTEMPTS; attempt++) {
    try {
      return startPostgresCluster(parentDir, await freePort());
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * Once per run: the built shop, and a PostgreSQL cluster of the suite's own (the machine's
 * shared server is never paused or stopped). The cluster is removed at the end, also when a
 * test fails or the run is interrupted.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  if (process.getuid?.() !== 0) {
    throw new Error(
      'The fault tests start PostgreSQL as the postgres user (runuser) and freeze it: run them as root.',
    );
  }
  ensureShopBuilt();
  const workDir = mkdtempSync(path.join(tmpdir(), 'vetrina-faults-'));
  // The postgres user must pass through it to reach its cluster's folder.
  chmodSync(workDir, 0o711);
  let cluster: PostgresCluster | undefined;
  const removeAll = () => {
    try {
      if (cluster) removePostgresCluster(cluster);
    } finally {
      rmSync(workDir, { recursive: true, force: true });
    }
  };
  // An interrupted run ends this process without the teardown below.
  process.once('exit', removeAll);
  try {
    cluster = await startClusterOnFreePort(workDir);
  } catch (error) {
    process.off('exit', removeAll);
    removeAll();
    throw error;
  }
  project.provide('faultsPostgres', cluster);
  project.provide('faultsWorkDir', workDir);
  return () => {
    process.off('exit', removeAll);
    removeAll();
  };
}
