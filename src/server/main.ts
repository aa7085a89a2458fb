import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedSampleCatalog } from './db/seed';
import { startEventLoopWatchdog } from './event-loop-watchdog';
import { ensureAdmin } from './modules/auth/auth.service';
import { projectPath } from './project-root';

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(
        `Vetrina cannot start: invalid configuration\n${error.problems.map((p) => `  ${p}\n`).join('')}`,
      );
      process.exit(1);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = await seedSampleCatalog(database.db, uploadsDir);

  const app = await buildApp({ config, database, webDir: projectPath('dist', 'web') });
  const log = app.log;
  log.info(
    { database: database.kind, dataDir: config.dataDir },
    seeded ? 'sample catalog seeded' : 'database ready',
  );

  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    log.info({ email: config.admin.email, outcome }, 'administrator checked');
  }
  if (config.isProduction) {
    // Spec §8: test or default providers in production are worth a warning.
    if (!config.databaseUrl)
      log.warn('NODE_ENV=production with the embedded PGlite database: set DATABASE_URL');
    if (!config.smtpUrl)
      log.warn('NODE_ENV=production without SMTP_URL: emails go to the file outbox only');
    if (!config.stripeSecretKey)
      log.warn('NODE_ENV=production without STRIPE_SECRET_KEY: the test payment provider is used');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  // Started once listening: migrations and seeding may take long single steps.
  if (config.eventLoopStallLimitMs > 0) {
    startEventLoopWatchdog({ stallLimitMs: config.eventLoopStallLimitMs });
  }
  // Started by `npm start`: end with it (its IPC channel closes when it dies).
  if (process.connected) process.on('disconnect', () => void shutdown('disconnect'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vetrina failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
