import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  emailChangeRequestSchema,
  emailChangeVerifySchema,
} from '../../../domain/account/profile.schema';
import {
  verificationStateSchema,
  type VerificationState,
} from '../../../domain/auth/registration.schema';
import { noStore } from '../../http/no-store';
import { parseInput, serializeOutput } from '../../http/validation';
import { requireSession, userOnly } from '../../plugins/session';
import { replyMailNotSent } from '../auth/account-http';
import { VerificationMailNotSentError } from '../auth/accounts';
import { RATE_LIMITS } from '../auth/rate-limits';
import type { AccountContext } from './account.context';
import {
  requestEmailChange,
  resendEmailChangeCode,
  verifyEmailChange,
} from './email-change.service';

/** Answers 202 with the state of the code sent, or 503 when its email could not be sent. */
async function replyCodeSent(
  request: FastifyRequest,
  reply: FastifyReply,
  send: () => Promise<VerificationState>,
): Promise<FastifyReply> {
  try {
    return reply.status(202).send(serializeOutput(verificationStateSchema, await send()));
  } catch (error) {
    if (error instanceof VerificationMailNotSentError)
      return replyMailNotSent(request, reply, error);
    throw error;
  }
}

/** POST /api/account/email/code, /resend, /verify (domain/account/profile.schema.ts). */
export function emailChangeRoutes(app: FastifyInstance, ctx: AccountContext): void {
  app.post(
    '/api/account/email/code',
    { preHandler: userOnly, onSend: noStore },
    async (request, reply) => {
      const { user } = requireSession(request);
      const input = parseInput(emailChangeRequestSchema, request.body);
      return replyCodeSent(request, reply, () => requestEmailChange(ctx, user.id, input));
    },
  );

  app.post(
    '/api/account/email/resend',
    { preHandler: userOnly, onSend: noStore },
    async (request, reply) => {
      const { user } = requireSession(request);
      return replyCodeSent(request, reply, () => resendEmailChangeCode(ctx, user.id));
    },
  );

  app.post(
    '/api/account/email/verify',
    { preHandler: userOnly, onSend: noStore },
    async (request) => {
      const { user } = requireSession(request);
      await ctx.guard.enforce(RATE_LIMITS.codeCheckPerIp, request.ip);
      const { code } = parseInput(emailChangeVerifySchema, request.body);
      return verifyEmailChange(ctx, user.id, code);
    },
  );
}
