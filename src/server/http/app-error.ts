import type { ErrorCode } from '../../domain/errors';

/** A failure the caller can act on: it carries one of the stable codes and a safe message. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, string | number | boolean>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const HTTP_STATUS_BY_CODE: Record<ErrorCode, number> = {
  'not-found': 404,
  'invalid-argument': 400,
  'already-exists': 409,
  'deadline-exceeded': 410,
  'resource-exhausted': 429,
  'permission-denied': 403,
  unauthenticated: 401,
  'failed-precondition': 412,
  internal: 500,
  unavailable: 503,
};
