import type { z } from 'zod';
import { ERROR_MESSAGES } from '../../domain/messages';
import { AppError } from './app-error';

/** Parses request input with a zod schema; failures become invalid-argument with field paths. */
export function parseInput<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  throw new AppError('invalid-argument', ERROR_MESSAGES['invalid-argument'], fields);
}

/** Checks a response against its contract before it leaves the server. */
export function serializeOutput<T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> {
  return schema.parse(value);
}
