import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth/session';
import { SESSION_COOKIE_NAME } from '../../domain/http';
import { ERROR_MESSAGES } from '../../domain/messages';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { isApiRequest } from '../http/request-path';
import { toSessionUser } from '../modules/auth/auth.service';
import { findUserBySessionToken } from '../modules/auth/session.repository';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request, read from the session cookie; null for guests. */
    user: SessionUser | null;
  }
}

/** Resolves the session cookie of every API request into request.user. */
export function registerSession(app: FastifyInstance, db: Db): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request)) return;
    const token = request.cookies[SESSION_COOKIE_NAME];
    if (!token) return;
    const user = await findUserBySessionToken(db, token);
    request.user = user ? toSessionUser(user) : null;
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw new AppError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  return request.user;
}

export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (user.role !== 'admin')
    throw new AppError('permission-denied', ERROR_MESSAGES['permission-denied']);
  return user;
}

/** Route-level guards for preHandler. */
export const userOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  requireUser(request);
};
export const adminOnly = async (request: FastifyRequest, _reply: FastifyReply) => {
  requireAdmin(request);
};
