import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  passwordResetCodeRequestSchema,
  passwordResetConfirmRequestSchema,
  resendCodeRequestSchema,
  verificationStateSchema,
} from '../../../domain/auth/registration.schema';
import { parseInput, serializeOutput } from '../../http/validation';
import { proofOfWorkOf, redeemProofOfWork, type AccountRouteOptions } from './account-http';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resendPasswordReset,
} from './password-reset.service';
import { RATE_LIMITS } from './rate-limits';

/** The device that changed the password (spec §3 password-change marker), when the app says. */
const DEVICE_ID_HEADER = 'x-device-id';
const DEVICE_ID_MAX_LENGTH = 200;

function deviceIdOf(request: FastifyRequest): string | null {
  const value = request.headers[DEVICE_ID_HEADER];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed && trimmed.length <= DEVICE_ID_MAX_LENGTH ? trimmed : null;
}

/**
 * Password reset (domain/auth/registration.schema). Code and resend answer 202 with the same
 * body whether or not the email has an account.
 */
export function passwordResetRoutes(app: FastifyInstance, options: AccountRouteOptions): void {
  const { guard, proofOfWork } = options;

  app.post('/api/auth/password-reset/code', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.resetCodePerIp, request.ip);
    const altcha = proofOfWorkOf(request.body);
    const { email } = parseInput(passwordResetCodeRequestSchema, request.body);
    await redeemProofOfWork(request, proofOfWork, altcha);
    await guard.enforce(RATE_LIMITS.resetCodePerEmail, email);
    await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, email);
    const state = await requestPasswordReset(options, email);
    return reply.status(202).send(serializeOutput(verificationStateSchema, state));
  });

  app.post('/api/auth/password-reset/resend', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.resendPerIp, request.ip);
    const altcha = proofOfWorkOf(request.body);
    const { email } = parseInput(resendCodeRequestSchema, request.body);
    await redeemProofOfWork(request, proofOfWork, altcha);
    await guard.enforce(RATE_LIMITS.codeRequestsPerEmailPerDay, email);
    const state = await resendPasswordReset(options, email);
    return reply.status(202).send(serializeOutput(verificationStateSchema, state));
  });

  app.post('/api/auth/password-reset/confirm', async (request, reply) => {
    await guard.enforce(RATE_LIMITS.codeCheckPerIp, request.ip);
    const input = parseInput(passwordResetConfirmRequestSchema, request.body);
    await confirmPasswordReset(options, { ...input, deviceId: deviceIdOf(request) });
    return reply.status(204).send();
  });
}
