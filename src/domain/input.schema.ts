import { z } from 'zod';
import { ID_MAX } from './constants';
import { INPUT_MESSAGES } from './input.messages';

/**
 * Building blocks of every request schema, so a value the database cannot hold is refused as
 * invalid input instead of failing in PostgreSQL: ids beyond its integer type, and text with
 * characters no PostgreSQL text can store.
 */

/** An id as a JSON body carries it. */
export const idSchema = z
  .number(INPUT_MESSAGES.invalidId)
  .int(INPUT_MESSAGES.invalidId)
  .min(1, INPUT_MESSAGES.invalidId)
  .max(ID_MAX, INPUT_MESSAGES.invalidId);

/** An id written in a URL (path parameter or query string). */
export const idParamSchema = z.coerce
  .number(INPUT_MESSAGES.invalidId)
  .int(INPUT_MESSAGES.invalidId)
  .min(1, INPUT_MESSAGES.invalidId)
  .max(ID_MAX, INPUT_MESSAGES.invalidId);

const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Without NUL, which PostgreSQL text cannot contain, and without UTF-16 surrogates lacking their
 * pair, which have no UTF-8 form (they would be stored as U+FFFD, another text than the one sent).
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !UNPAIRED_SURROGATE.test(value);
}

/**
 * A string without unstorable characters. `message` is the field's own text for both a wrong
 * type and a bad character (a form shows one message per field); without it the type error is
 * zod's and the character error the generic one.
 */
export function textSchema(message?: string) {
  return z.string(message).refine(isStorableText, {
    error: message ?? INPUT_MESSAGES.invalidText,
    abort: true,
  });
}
