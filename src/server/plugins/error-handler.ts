import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../domain/errors';
import { ERROR_MESSAGES } from '../../domain/messages';
import { isDataException } from '../db/data-exception';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, HTTP_STATUS_BY_CODE } from '../http/app-error';

/** Seconds a caller should wait after the database was out of reach. */
const DATABASE_RETRY_AFTER_S = 5;

function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
  details?: Record<string, string | number | boolean>,
): ApiErrorBody {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(details ? { details } : {}) },
  };
}

/**
 * Fastify's own refusals before any route runs (a malformed escape in the URL, a header it
 * cannot parse) get the shop's error shape too (app.ts passes this as `frameworkErrors`).
 */
export function answerFrameworkError(
  _error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  void reply.status(400).send(errorBody('invalid-argument', ERROR_MESSAGES['invalid-argument']));
}

/**
 * The one place where failures become HTTP answers. Typed errors keep their code and message;
 * anything else is logged and answered with a generic message, never with its details.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(HTTP_STATUS_BY_CODE[error.code])
        .send(errorBody(error.code, error.message, error.fields, error.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(errorBody('resource-exhausted', ERROR_MESSAGES['resource-exhausted']));
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large: the caller's request is at fault.
      const code: ErrorCode =
        status === 404 ? 'not-found' : status === 403 ? 'permission-denied' : 'invalid-argument';
      return reply.status(status).send(errorBody(code, ERROR_MESSAGES[code]));
    }
    if (isDataException(error)) {
      // The database refused a value it cannot hold (an id beyond its integer range, a NUL in a
      // text): always the caller's input, which the request schemas should have refused.
      request.log.warn({ err: error }, 'invalid input reached the database');
      return reply
        .status(400)
        .send(errorBody('invalid-argument', ERROR_MESSAGES['invalid-argument']));
    }
    if (isDatabaseUnavailable(error)) {
      // An outage, not a fault of this request: one short line each, no stack.
      request.log.warn(
        { reason: error instanceof Error ? error.message.split('\n', 1)[0] : String(error) },
        'database unavailable',
      );
      return reply
        .status(503)
        .header('Retry-After', String(DATABASE_RETRY_AFTER_S))
        .send(errorBody('unavailable', ERROR_MESSAGES.unavailable));
    }
    // The logger's error serializer (http/logger.ts) leaves out query parameters and row data.
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal', ERROR_MESSAGES.internal));
  });
}
