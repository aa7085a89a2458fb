/**
 * Stable error codes shared by the API and the browser (spec §8 uses the first seven).
 * The server maps each to an HTTP status; the browser maps each to an Italian message.
 */
export const ERROR_CODES = [
  'not-found',
  'invalid-argument',
  'already-exists',
  'deadline-exceeded',
  'resource-exhausted',
  'permission-denied',
  'unauthenticated',
  'failed-precondition',
  'internal',
  /** The shop is busy or a service it needs is out of reach: the same request works later. */
  'unavailable',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The JSON body of every failed API response. */
export interface ApiErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Field-level problems of an invalid-argument error, keyed by field path. */
    fields?: Record<string, string>;
    /** Machine-readable facts about the failure, e.g. { attemptsLeft: 2 } or { reason: 'cooldown' }. */
    details?: Record<string, string | number | boolean>;
  };
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
