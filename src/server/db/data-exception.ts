/**
 * PostgreSQL's data exceptions, SQLSTATE class 22: a value the statement cannot use, such as
 * 22P02 invalid text representation, 22003 numeric value out of range, 22021 invalid byte
 * sequence (a NUL character) or 22P05 untranslatable character. Their message quotes the value.
 */
export function isDataExceptionCode(code: unknown): boolean {
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Causes are followed this deep: drizzle's query error wraps the driver's error. */
const MAX_CAUSE_DEPTH = 3;

/** Whether the error, or an error it wraps, is a data exception of the database. */
export function isDataException(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth <= MAX_CAUSE_DEPTH && current instanceof Error; depth++) {
    if (isDataExceptionCode((current as { code?: unknown }).code)) return true;
    current = current.cause;
  }
  return false;
}
