import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { REGISTRATION_MESSAGES } from '../../../domain/auth/auth.messages';
import { PROOF_OF_WORK_CHALLENGE_PATH } from '../../../domain/auth/proof-of-work';
import {
  emailSchema,
  registrationCodeRequestSchema,
  resendCodeRequestSchema,
  verificationStateSchema,
  verifyCodeRequestSchema,
} from '../../../domain/auth/registration.schema';
import { sessionResponseSchema } from '../../../domain/auth/session.schema';
import { AppError } from '../../http/app-error';
import { parseInput, serializeOutput } from '../../http/validation';
import {
  proofOfWorkOf,
  redeemProofOfWork,
  replyMailNotSent,
  type AccountRouteOptions,
} from './account-http';
import { VerificationMailNotSentError } from './accounts';
import { RATE_LIMITS, registrationCodePerIpRule } from './rate-limits';
import {
  readRegistrationState,
  resendRegistrationCode,
  sendRegistrationCode,
  verifyRegistrationCode,
} from './registration.service';
import { startBrowserSession } from './session-cookies';

const stateQuerySchema = z.object({ email: emailSchema });

/** The proof-of-work challenge and the registration endpoints (domain/auth/registration.schema). */
export interface RegistrationRouteOptions extends AccountRouteOptions {
  /** config.registrationCodesPerIpPerHour: only a test server raises it. */
  registrationCodesPerIpPerHour: number;
}

export function registrationRoutes(app: FastifyInstance, options: RegistrationRouteOptions): void {
  const { guard, proofOfWork, secureCookies } = options;
  const codesPerIp = registrationCodePerIpRule(options.registrationCodesPerIpPerHour);

  app.get(PROOF_OF_WORK_CHALLENGE_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return proofOfWork.createChallenge();
  });

  app.post('/api/auth/registration/code', async (request, reply) => {
    await guard.enforce(codesPerIp, request.ip);
    const altcha = proofOfWorkOf(request.body);
    const input = parseRegistrationRequest(request.body);
    await redeemProofOfWork(request, proofOfWork, altcha);
    await guard.enforce(RATE_LIMITS.registrationCodePerEmail, input.email);
    await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, input.email);
    try {
      const state = await sendRegistrationCode(options, input);
      return reply.status(201).send(serializeOutput(verificationStateSchema, state));
    } catch (error) {
      if (error instanceof VerificationMailNotSentError)
        return replyMailNotSent(request, reply, error);
      throw error;
    }
  });

  app.post('/api/auth/registration/verify', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.codeCheckPerIp, request.ip);
    const input = parseInput(verifyCodeRequestSchema, request.body);
    const { user, token } = await verifyRegistrationCode(options, input);
    await startBrowserSession(options.db, request, reply, { token, user, secureCookies });
    return serializeOutput(sessionResponseSchema, { user });
  });

  app.post('/api/auth/registration/resend', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.resendPerIp, request.ip);
    const altcha = proofOfWorkOf(request.body);
    const { email } = parseInput(resendCodeRequestSchema, request.body);
    await redeemProofOfWork(request, proofOfWork, altcha);
    await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, email);
    try {
      const state = await resendRegistrationCode(options, email);
      return serializeOutput(verificationStateSchema, state);
    } catch (error) {
      if (error instanceof VerificationMailNotSentError)
        return replyMailNotSent(request, reply, error);
      throw error;
    }
  });

  app.get('/api/auth/registration/state', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.stateLookupPerIp, request.ip);
    const { email } = parseInput(stateQuerySchema, request.query);
    reply.header('Cache-Control', 'no-store');
    return serializeOutput(verificationStateSchema, await readRegistrationState(options, email));
  });
}

/** Spec §8 has its own message for this call; the fields still say what is wrong. */
function parseRegistrationRequest(body: unknown) {
  try {
    return parseInput(registrationCodeRequestSchema, body);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError('invalid-argument', REGISTRATION_MESSAGES.invalidData, error.fields);
  }
}
