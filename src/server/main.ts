import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { pino, type Logger } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedSampleCatalog } from './db/seed';
import { startEventLoopWatchdog } from './event-loop-watchdog';
import { ensureAdmin } from './modules/auth/auth.service';
import { projectPath } from './project-root';
import { createStopSignalListener, shutDown } from './shutdown';
import {
  EXIT_CONFIG,
  EXIT_DATABASE_UNAVAILABLE,
  READY_MESSAGE,
  missingServerFlags,
  unsupportedNodeMessage,
} from './start-contract.mjs';
import { describeFailure, RetriesExhaustedError, retryWithBackoff } from './startup';

/**
 * How long the event loop may stay blocked while the server starts (decision 037). Seen here:
 * 3.6 s at once for a first start on an empty data folder, 1.8 s after a kill.
 */
const STARTING_STALL_LIMIT_MS = 60_000;

/**
 * Why the server cannot start, on stderr, and an exit code that tells a supervisor whether
 * trying again can help (decision 013).
 */
function exitBecause(exitCode: number, lines: string[]): never {
  process.stderr.write(lines.map((line) => `${line}\n`).join(''));
  process.exit(exitCode);
}

function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      exitBecause(EXIT_CONFIG, [
        'Vetrina cannot start: invalid configuration',
        ...error.problems.map((problem) => `  ${problem}`),
      ]);
    }
    throw error;
  }
}

/**
 * Opens the database and applies the migrations. A database that does not answer yet (starting
 * with the server, failing over) is tried again, with growing pauses, for STARTUP_RETRY_MS.
 */
async function openMigratedDatabase(config: Config, log: Logger): Promise<Database> {
  try {
    return await retryWithBackoff(
      async () => {
        const database = await openDatabase({
          databaseUrl: config.databaseUrl,
          dataDir: config.dataDir,
          timeouts: config.database,
        });
        try {
          await database.migrate();
          return database;
        } catch (error) {
          await database.close().catch(() => undefined);
          throw error;
        }
      },
      {
        retryForMs: config.startupRetryMs,
        onFailedTry: ({ attempt, error, retryInMs }) => {
          log.warn(
            { attempt, retryInMs, reason: describeFailure(error, config.databaseUrl) },
            retryInMs === null ? 'database not usable' : 'database not usable; trying again',
          );
        },
      },
    );
  } catch (error) {
    if (error instanceof RetriesExhaustedError) {
      exitBecause(EXIT_DATABASE_UNAVAILABLE, [
        `Vetrina cannot start: no usable database after ${error.attempts} tries in ${Math.round(error.retriedForMs / 1000)} s (STARTUP_RETRY_MS); last error: ${describeFailure(error.cause, config.databaseUrl)}`,
      ]);
    }
    throw error;
  }
}

async function main(): Promise<void> {
  const unsupportedNode = unsupportedNodeMessage(process.versions.node);
  if (unsupportedNode) exitBecause(EXIT_CONFIG, [unsupportedNode]);
  const config = loadConfigOrExit();
  // Watched from here, with a longer limit until the server listens (decision 037): opening
  // the embedded database, migrating and seeding block the loop for seconds at a time.
  const watchdog =
    config.eventLoopStallLimitMs > 0
      ? startEventLoopWatchdog({
          stallLimitMs: config.eventLoopStallLimitMs,
          startingStallLimitMs: Math.max(STARTING_STALL_LIMIT_MS, config.eventLoopStallLimitMs),
        })
      : undefined;
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });

  // The app's logger exists only once the database is open; this one reports the way there.
  const startupLog = pino({ level: config.logLevel });
  const database = await openMigratedDatabase(config, startupLog);
  const seeded = await seedSampleCatalog(database.db, uploadsDir);

  const app = await buildApp({ config, database, webDir: projectPath('dist', 'web') });
  const log = app.log;
  log.info(
    { database: database.kind, dataDir: config.dataDir },
    seeded ? 'sample catalog seeded' : 'database ready',
  );

  if (config.admin) {
    const outcome = await ensureAdmin(database.db, config.admin);
    log.info({ outcome }, 'administrator from ADMIN_EMAIL checked');
  }
  if (config.isProduction) {
    // Spec §8: test or default providers in production are worth a warning.
    if (!config.databaseUrl)
      log.warn('NODE_ENV=production with the embedded PGlite database: set DATABASE_URL');
    if (!config.smtpUrl)
      log.warn('NODE_ENV=production without SMTP_URL: emails go to the file outbox only');
    if (!config.stripe)
      log.warn('NODE_ENV=production without STRIPE_SECRET_KEY: the test payment provider is used');
    const missingFlags = missingServerFlags(process.execArgv, process.env.NODE_OPTIONS);
    if (missingFlags.length > 0)
      log.warn(
        `started without ${missingFlags.join(' ')}: under load the server holds more memory and answers more slowly than it needs (README, "Running in production")`,
      );
  }

  let stopping: Promise<void> | undefined;
  const stop = (reason: string) => {
    stopping ??= (async () => {
      log.info({ reason }, 'shutting down');
      try {
        await shutDown({ app, database, requestsDeadlineMs: config.shutdownTimeoutMs, log });
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    })();
  };
  const onStopSignal = createStopSignalListener({
    stop,
    exitNow: (signal) => {
      log.warn({ signal }, 'second stop signal: exiting without waiting');
      process.exit(1);
    },
  });
  process.on('SIGTERM', onStopSignal);
  process.on('SIGINT', onStopSignal);

  await app.listen({ port: config.port, host: config.host });
  watchdog?.started();
  // Started by `npm start`: tell it the server is up, and end with it (its IPC channel closes
  // when it dies).
  if (process.send && process.connected) {
    process.send(READY_MESSAGE);
    process.on('disconnect', () => stop('disconnect'));
  }
}

main().catch((error: unknown) => {
  process.stderr.write(
    `Vetrina failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
