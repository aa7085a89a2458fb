import type { FastifyInstance } from 'fastify';
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
}

export function authRoutes(
  app: FastifyInstance,
  { db, secureCookies, guard }: AuthRouteOptions,
): void {
  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return serializeOutput(sessionResponseSchema, { user: request.user });
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
