import type { FastifyInstance } from 'fastify';
import type { IdleLimits } from '../../../domain/auth/session';
import { loginRequestSchema, sessionResponseSchema } from '../../../domain/auth/session.schema';
import { SESSION_COOKIE_NAME } from '../../../domain/http';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { logInWithinLimits, logOut } from './auth.service';
import type { RateLimitGuard } from '../../security/rate-limit-guard';
import { clearSessionCookies, startBrowserSession } from './session-cookies';

interface AuthRouteOptions {
  db: Db;
  secureCookies: boolean;
  guard: RateLimitGuard;
  idle: IdleLimits;
}

export function authRoutes(
  app: FastifyInstance,
  { db, secureCookies, guard, idle }: AuthRouteOptions,
): void {
  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    // An ended session is told once: its cookies go with this answer.
    if (request.sessionEnded) clearSessionCookies(reply);
    return serializeOutput(sessionResponseSchema, {
      user: request.user,
      idle,
      ended: request.sessionEnded,
    });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parseInput(loginRequestSchema, request.body);
    const { user, token } = await logInWithinLimits(db, guard, { email, password, ip: request.ip });
    await startBrowserSession(db, request, reply, { token, user, secureCookies });
    return serializeOutput(sessionResponseSchema, { user });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await logOut(db, request.cookies[SESSION_COOKIE_NAME]);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });
}
