import type { FastifyReply, FastifyRequest } from 'fastify';
import { ABUSE_MESSAGES } from '../../../domain/auth/auth.messages';
import { proofOfWorkSchema } from '../../../domain/auth/registration.schema';
import type { ApiErrorBody } from '../../../domain/errors';
import { AppError } from '../../http/app-error';
import type { ProofOfWork } from '../../security/altcha';
import type { AccountDependencies, VerificationMailNotSentError } from './accounts';

/** HTTP pieces shared by the registration and password-reset routes. */

export interface AccountRouteOptions extends AccountDependencies {
  proofOfWork: ProofOfWork;
  secureCookies: boolean;
}

function securityCheckFailed(): AppError {
  return new AppError('permission-denied', ABUSE_MESSAGES.securityCheckFailed);
}

/**
 * The solved challenge of the request body. Its absence is a failed security check
 * (permission-denied), not a form error: the form cannot fix it, only a reload can.
 */
export function proofOfWorkOf(body: unknown): string {
  const value = typeof body === 'object' && body !== null ? Reflect.get(body, 'altcha') : undefined;
  const parsed = proofOfWorkSchema.safeParse(value);
  if (!parsed.success) throw securityCheckFailed();
  return parsed.data;
}

/** Accepts a solved, unexpired challenge once; anything else is permission-denied. */
export async function redeemProofOfWork(
  request: FastifyRequest,
  proofOfWork: ProofOfWork,
  payload: string,
): Promise<void> {
  const outcome = await proofOfWork.redeem(payload);
  if (outcome === 'verified') return;
  request.log.info({ outcome }, 'proof of work refused');
  throw securityCheckFailed();
}

/** Seconds a client should wait before asking again after a code email failed. */
const MAIL_RETRY_AFTER_S = 60;

/**
 * The code email could not be sent. The code is `internal` (the fault is ours) with the spec's
 * message, but the status is 503 with Retry-After rather than 500: the request was fine and the
 * same request will work once the mail server answers. The code stays `internal` because the
 * browser maps it to the spec's send-code message.
 */
export function replyMailNotSent(
  request: FastifyRequest,
  reply: FastifyReply,
  error: VerificationMailNotSentError,
): FastifyReply {
  request.log.error({ err: error }, 'verification code email not sent');
  const body: ApiErrorBody = { error: { code: 'internal', message: error.userMessage } };
  return reply.status(503).header('Retry-After', String(MAIL_RETRY_AFTER_S)).send(body);
}
