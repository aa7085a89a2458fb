/** Causes are followed this deep: drizzle's query error wraps the driver's error. */
const MAX_CAUSE_DEPTH = 3;

/** PostgreSQL's SQLSTATE of the error, or of an error it wraps; null when there is none. */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = current.cause;
  }
  return null;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';
