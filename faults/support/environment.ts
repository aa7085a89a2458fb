import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { freePort } from './ports';
import { postgresUrl, type PostgresCluster } from './postgres-cluster';
import { startRedis, type RedisServer } from './redis-server';
import { readLogTail, startShop, type ShopProcess } from './shop';

/**
 * What one test file runs against: a fresh database in the suite's PostgreSQL cluster, its own
 * redis-server, and the built shop on both. `sql` is the test's own connection for setting up
 * data and reading what the shop wrote.
 */
export interface FaultEnvironment {
  cluster: PostgresCluster;
  databaseUrl: string;
  sql: pg.Client;
  redis: RedisServer;
  shop: ShopProcess;
  shopLogFile: string;
  /** Starts redis-server again on the same port (a restart starts empty). */
  restartRedis(): Promise<RedisServer>;
  /** Starts the shop again on the same database, Redis and data folder (a new port). */
  restartShop(): Promise<ShopProcess>;
  printShopLog(): void;
  close(): Promise<void>;
}

async function createDatabase(cluster: PostgresCluster, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: postgresUrl(cluster, 'postgres') });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  return postgresUrl(cluster, name);
}

/** `name` is a lower-case identifier naming the scenario (database and folder names). */
export async function openFaultEnvironment(name: string): Promise<FaultEnvironment> {
  const cluster = inject('faultsPostgres');
  const workDir = mkdtempSync(path.join(inject('faultsWorkDir'), `${name}-`));
  const dataDir = path.join(workDir, 'data');
  mkdirSync(dataDir);
  const shopLogFile = path.join(workDir, 'shop.log');
  const redisLogFile = path.join(workDir, 'redis.log');
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) {
      await closer().catch((error: unknown) => console.error(`cleanup of ${name}:`, error));
    }
    rmSync(workDir, { recursive: true, force: true });
  };

  try {
    const databaseUrl = await createDatabase(cluster, `faults_${name}`);
    const redisPort = await freePort();
    let redis = await startRedis(redisPort, redisLogFile);
    closers.push(() => redis.stop());
    const shopOptions = { databaseUrl, redisUrl: redis.url, dataDir, logFile: shopLogFile };
    let shop = await startShop(shopOptions);
    closers.push(async () => {
      await shop.kill();
    });
    const sql = new pg.Client({ connectionString: databaseUrl });
    // A connection the server drops must not end the test process ('error' unheard).
    sql.on('error', (error) => console.error(`test connection to ${name}: ${error.message}`));
    await sql.connect();
    closers.push(() => sql.end());

    const environment: FaultEnvironment = {
      cluster,
      databaseUrl,
      sql,
      redis,
      shop,
      shopLogFile,
      restartRedis: async () => {
        if (!redis.isRunning()) redis = await startRedis(redisPort, redisLogFile);
        environment.redis = redis;
        return redis;
      },
      restartShop: async () => {
        if (shop.isRunning()) throw new Error('the shop is still running');
        shop = await startShop(shopOptions);
        environment.shop = shop;
        return shop;
      },
      printShopLog: () => {
        console.error(`--- shop log (${shopLogFile}) ---\n${readLogTail(shopLogFile)}`);
      },
      close,
    };
    return environment;
  } catch (error) {
    await close();
    throw error;
  }
}
