// What the server (main.ts) and its supervisor (scripts/start.mjs) agree on. Plain JavaScript,
// so that start.mjs can use it before anything is built (decisions 013 and 014).

/** EX_CONFIG (sysexits.h): the configuration or the Node.js version is wrong; a retry cannot help. */
export const EXIT_CONFIG = 78;
/** EX_UNAVAILABLE (sysexits.h): the database did not answer within STARTUP_RETRY_MS. */
export const EXIT_DATABASE_UNAVAILABLE = 69;

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
