import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../domain/auth/session';
import type { SessionEnded } from '../../domain/session/session-events';
import { SESSION_COOKIE_NAME } from '../../domain/http';
import { ERROR_MESSAGES } from '../../domain/messages';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { isApiRequest } from '../http/request-path';
import { toSessionUser } from '../modules/auth/auth.service';
import { findSessionByToken, sessionIdOf } from '../modules/auth/session.repository';
import { findSessionEnd } from '../modules/session/session-end';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in user of this request, read from the session cookie; null for guests. */
    user: SessionUser | null;
    /** The session behind request.user (the token's hash), and the device tied to it. */
    session: { id: string; deviceId: string | null } | null;
    /** The cookie named a session the server ended: why (GET /api/auth/session tells). */
    sessionEnded: SessionEnded | null;
  }
}

/** Resolves the session cookie of every API request into request.user. */
export function registerSession(
  app: FastifyInstance,
  db: Db,
  { idleLogoutMs }: { idleLogoutMs: number },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('session', null);
  app.decorateRequest('sessionEnded', null);
  app.addHook('onRequest', async (request) => {
    if (!isApiRequest(request) || request.routeOptions.config.publicAnswer === true) return;
    const token = request.cookies[SESSION_COOKIE_NAME];
    if (!token) return;
    const session = await findSessionByToken(db, token, idleLogoutMs);
    if (session) {
      request.user = toSessionUser(session.user);
      request.session = { id: session.sessionId, deviceId: session.deviceId };
      return;
    }
    // Only refused cookies pay for this lookup.
    request.sessionEnded = await findSessionEnd(db, sessionIdOf(token));
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) {
    throw new AppError(
      'unauthenticated',
      ERROR_MESSAGES.unauthenticated,
      undefined,
      request.sessionEnded ? { reason: 'session-ended' } : undefined,
    );
  }
  return request.user;
}

/** The logged-in user and the session's id and device (live events, devices). */
export function requireSession(request: FastifyRequest): {
  user: SessionUser;
  sessionId: string;
  deviceId: string | null;
} {
  const user = requireUser(request);
  const session = request.session!;
  return { user, sessionId: session.id, deviceId: session.deviceId };
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
