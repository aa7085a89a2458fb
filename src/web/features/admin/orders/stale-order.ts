import { isApiError } from '../../../lib/api-client';

/** A refusal because the order is no longer what the admin saw. */
export function isStaleOrderError(error: unknown): boolean {
  return (
    isApiError(error) && (error.code === 'failed-precondition' || error.code === 'already-exists')
  );
}
