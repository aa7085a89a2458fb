import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody, ErrorCode } from '../../domain/errors';
import { ERROR_MESSAGES } from '../../domain/messages';
import { AppError, HTTP_STATUS_BY_CODE } from '../http/app-error';

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
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody('internal', ERROR_MESSAGES.internal));
  });
}
