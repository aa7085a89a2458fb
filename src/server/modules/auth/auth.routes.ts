import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  loginRequestSchema,
  sessionResponseSchema,
  type SessionUser,
} from '../../../domain/auth/session';
import { SESSION_TTL_MS } from '../../../domain/constants';
import {
  LAST_LOGIN_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  USER_DATA_COOKIE_NAME,
} from '../../../domain/http';
import type { Db } from '../../db/client';
import { parseInput, serializeOutput } from '../../http/validation';
import { logIn, logOut } from './auth.service';

interface AuthRouteOptions {
  db: Db;
  secureCookies: boolean;
}

export function authRoutes(app: FastifyInstance, { db, secureCookies }: AuthRouteOptions): void {
  const cookieOptions = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  };

  /** The spec's user_data cookie holds display data only; the session cookie is HttpOnly. */
  function setSessionCookies(reply: FastifyReply, token: string, user: SessionUser): void {
    reply.setCookie(SESSION_COOKIE_NAME, token, { ...cookieOptions, httpOnly: true });
    const displayData = {
      displayName: user.displayName,
      avatarUrl: user.avatarUrl,
      role: user.role,
    };
    reply.setCookie(
      USER_DATA_COOKIE_NAME,
      encodeURIComponent(JSON.stringify(displayData)),
      cookieOptions,
    );
    reply.setCookie(LAST_LOGIN_COOKIE_NAME, String(Date.now()), cookieOptions);
  }

  function clearSessionCookies(reply: FastifyReply): void {
    for (const name of [SESSION_COOKIE_NAME, USER_DATA_COOKIE_NAME, LAST_LOGIN_COOKIE_NAME]) {
      reply.clearCookie(name, { path: '/' });
    }
  }

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return serializeOutput(sessionResponseSchema, { user: request.user });
  });

  app.post('/api/auth/login', async (request, reply) => {
    const { email, password } = parseInput(loginRequestSchema, request.body);
    const { user, token } = await logIn(db, email, password);
    setSessionCookies(reply, token, user);
    return serializeOutput(sessionResponseSchema, { user });
  });

  app.post('/api/auth/logout', async (request, reply) => {
    await logOut(db, request.cookies[SESSION_COOKIE_NAME]);
    clearSessionCookies(reply);
    return reply.status(204).send();
  });
}
