import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { isDataExceptionCode } from '../db/data-exception';

/**
 * What the server writes to its log, and what it never writes: query parameters of a failed
 * SQL statement (emails, password hashes), secrets in a URL's query string, and the headers
 * that carry credentials. Every log line of the app goes through these serializers, so the
 * rules hold for errors logged by the routes, the services and Fastify itself alike.
 */

const REDACTED = '[redacted]';

/** Query-string keys whose values are credentials or personal data. */
const SENSITIVE_QUERY_KEY =
  /token|code|e-?mail|pass|secret|key|sig|auth|session|otp|hash|altcha|credential/i;

/**
 * Fields of a PostgreSQL error (pg's DatabaseError, PGlite's) that name what failed without
 * quoting the data: `detail` ("Key (email)=(…)", "Failing row contains (…)"), `where`, `hint`
 * and `internalQuery` may hold row values, so they are left out.
 */
const DATABASE_ERROR_FIELDS = [
  'severity',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
] as const;

/** Causes are followed this deep: drizzle's error wraps the driver's, which is enough. */
const MAX_CAUSE_DEPTH = 3;

export interface SanitizedError {
  type: string;
  message: string;
  stack: string;
  code?: string;
  cause?: SanitizedError;
  [field: string]: unknown;
}

/** Drizzle appends "\nparams: a,b,…" (the bound values) to the message of a failed query. */
function withoutParams(message: string): string {
  return message.replace(/(^|\n)params:[\s\S]*$/, '');
}

/**
 * The one way an error reaches the log: type, code, message and stack, with every part that
 * may carry request data removed. The stack's first line repeats the message, so the stack is
 * rebuilt from the sanitized message and the frames only.
 */
export function sanitizeError(value: unknown, depth = 0): SanitizedError {
  if (!(value instanceof Error)) {
    const message = typeof value === 'string' ? withoutParams(value) : '';
    return { type: typeof value, message, stack: '' };
  }
  const fields = value as Error & Record<string, unknown>;
  const code = typeof fields.code === 'string' ? fields.code : undefined;
  // A data exception's message quotes the refused value.
  const message = isDataExceptionCode(code) ? '' : withoutParams(value.message);
  const frames = (value.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const sanitized: SanitizedError = {
    type: value.constructor?.name ?? value.name,
    message,
    stack: [`${value.name}: ${message}`, ...frames].join('\n'),
  };
  if (code !== undefined) sanitized.code = code;
  for (const field of DATABASE_ERROR_FIELDS) {
    if (typeof fields[field] === 'string') sanitized[field] = fields[field];
  }
  if (value.cause !== undefined && depth < MAX_CAUSE_DEPTH) {
    sanitized.cause = sanitizeError(value.cause, depth + 1);
  }
  return sanitized;
}

function decodeQueryPart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part;
  }
}

/**
 * The URL as the access log shows it: the path, and the query string with the value of every
 * token-like or email-like parameter replaced (a newsletter confirmation link carries its token
 * in the query string, a registration state lookup its email).
 */
export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const pairs = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const separator = pair.indexOf('=');
      if (separator === -1) return pair;
      const key = pair.slice(0, separator);
      const value = decodeQueryPart(pair.slice(separator + 1));
      const sensitive = SENSITIVE_QUERY_KEY.test(decodeQueryPart(key)) || value.includes('@');
      return sensitive ? `${key}=${REDACTED}` : pair;
    });
  return `${url.slice(0, queryStart)}?${pairs.join('&')}`;
}

/** Fastify's request serializer, with the URL redacted (headers were never part of it). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * Credential headers, wherever a log call might put a header map. The serializers above never
 * include headers; these paths keep a future `log.info({ headers })` from writing them.
 */
const REDACTED_PATHS = ['authorization', 'cookie', '["set-cookie"]'].flatMap((header) =>
  ['req.headers', 'res.headers', 'headers'].map((parent) =>
    header.startsWith('[') ? `${parent}${header}` : `${parent}.${header}`,
  ),
);

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The error of `log.error(error)` or `log.error({ err: error })`. */
function loggedError(value: unknown): Error | undefined {
  if (value instanceof Error) return value;
  const err = typeof value === 'object' && value !== null ? Reflect.get(value, 'err') : undefined;
  return err instanceof Error ? err : undefined;
}

/** The logger options of the app (app.ts); tests add a `stream` to read what is written. */
export function createLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: {
      req: serializeRequest,
      err: sanitizeError,
      // Some code logs under `error`; it gets the same treatment.
      error: sanitizeError,
    },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
    hooks: {
      // An error logged without a text gets its message as the line's text, past the
      // serializer: it gets the sanitized message instead.
      logMethod(args, method) {
        const error = loggedError(args[0]);
        if (error && typeof args[1] !== 'string') {
          return method.apply(this, [args[0], sanitizeError(error).message, ...args.slice(1)]);
        }
        return method.apply(this, args);
      },
    },
  };
}
