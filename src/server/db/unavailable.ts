/**
 * Failures that say the database is out of reach or overloaded, not that the request was
 * wrong: refused or dropped connections, no free connection in time, a statement cancelled by
 * the timeout, a server shutting down. The same request will work once the database answers
 * again, so the caller gets 503 with Retry-After rather than 500.
 */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);

/** SQLSTATE: 08 connection exception, 53300 too many connections, 57014 statement timeout,
 * 57P01–57P03 shutdown or not accepting connections yet. */
function isUnavailableSqlState(code: string): boolean {
  return (
    /^08[0-9A-Z]{3}$/.test(code) || ['53300', '57014', '57P01', '57P02', '57P03'].includes(code)
  );
}

/** pg and pg-pool raise these as plain Errors without a code. */
const DRIVER_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

/** Causes are followed this deep: drizzle's query error wraps the driver's error. */
const MAX_CAUSE_DEPTH = 3;

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || isUnavailableSqlState(code)))
      return true;
    const { message } = current;
    if (DRIVER_MESSAGES.some((text) => message.startsWith(text))) return true;
    current = current.cause;
  }
  return false;
}
