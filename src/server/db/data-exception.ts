import { sqlStateOf } from './sql-state';

/**
 * PostgreSQL's data exceptions, SQLSTATE class 22: a value the statement cannot use, such as
 * 22P02 invalid text representation, 22003 numeric value out of range, 22021 invalid byte
 * sequence (a NUL character) or 22P05 untranslatable character. Their message quotes the value.
 */
export function isDataExceptionCode(code: unknown): boolean {
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** Whether the error, or an error it wraps, is a data exception of the database. */
export function isDataException(error: unknown): boolean {
  return isDataExceptionCode(sqlStateOf(error));
}
