// What the server (main.ts) and its supervisor (scripts/start.mjs) agree on. Plain JavaScript,
// so that start.mjs can use it before anything is built (decisions 013 and 014).

/** EX_CONFIG (sysexits.h): the configuration or the Node.js version is wrong; a retry cannot help. */
export const EXIT_CONFIG = 78;
/** EX_UNAVAILABLE (sysexits.h): the database did not answer within STARTUP_RETRY_MS. */
export const EXIT_DATABASE_UNAVAILABLE = 69;

/**
 * The Node.js flags the server runs with.
 * - `--max-old-space-size=1024` (decision 028): V8's old generation capped at 1 GiB. Below that
 *   cap V8 collects garbage before the heap grows far, so under load the server holds about
 *   185 MB instead of about 300 MB, at the same speed. A server whose live data outgrew it would
 *   end and be started again by its supervisor, not take the machine's memory.
 * - `--no-allocation-site-pretenuring` (decision 033): while the server starts, almost
 *   everything it allocates is kept, and V8 learns to create those objects (the database
 *   driver's rows among them) straight in the old generation. Under load the rows of every
 *   query then land there as garbage and V8 runs a full collection about once a second.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024', '--no-allocation-site-pretenuring'];

/**
 * The server's flags missing from those Node.js was started with (`process.execArgv`, then
 * NODE_OPTIONS); V8 reads `_` and `-` in a flag's name alike.
 */
export function missingServerFlags(execArgv, nodeOptions = '') {
  const given = new Set(
    [...execArgv, ...nodeOptions.split(/\s+/)].map((flag) =>
      flag.replace(/^[^=]*/, (name) => name.replaceAll('_', '-')),
    ),
  );
  return SERVER_NODE_FLAGS.filter((flag) => !given.has(flag));
}

/** Sent over the IPC channel once the server listens. */
export const READY_MESSAGE = 'vetrina:ready';

/**
 * Node.js versions that load an ES module with require() without a flag: cookie@2 is ES-only
 * and is required by light-my-request, which app.inject() uses (decision 014).
 */
export const SUPPORTED_NODE_VERSIONS = '^20.19.0 || >=22.12.0';

/** Null when `version` (process.versions.node) is supported, else the line to print. */
export function unsupportedNodeMessage(version) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const supported = (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major >= 23;
  return supported
    ? null
    : `Vetrina needs Node.js 20.19 or newer, or 22.12 or newer on Node.js 22 (this is ${version})`;
}
