import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../domain/auth/session';
import { SESSION_TTL_MS } from '../../../domain/constants';
import {
  LAST_LOGIN_COOKIE_NAME,
  SESSION_COOKIE_NAME,
  USER_DATA_COOKIE_NAME,
} from '../../../domain/http';
import type { Db } from '../../db/client';
import { deleteSession } from './session.repository';

/**
 * The cookies of a logged-in browser, set the same way by every way in (login, verified
 * registration). The spec's user_data cookie holds display data only; the session cookie is
 * HttpOnly.
 */

function cookieOptions(secureCookies: boolean) {
  return {
    path: '/',
    sameSite: 'lax' as const,
    secure: secureCookies,
    maxAge: SESSION_TTL_MS / 1000,
  };
}

export function setSessionCookies(
  reply: FastifyReply,
  { token, user, secureCookies }: { token: string; user: SessionUser; secureCookies: boolean },
): void {
  const options = cookieOptions(secureCookies);
  reply.setCookie(SESSION_COOKIE_NAME, token, { ...options, httpOnly: true });
  const displayData = {
    displayName: user.displayName,
    avatarUrl: user.avatarUrl,
    role: user.role,
  };
  reply.setCookie(USER_DATA_COOKIE_NAME, encodeURIComponent(JSON.stringify(displayData)), options);
  reply.setCookie(LAST_LOGIN_COOKIE_NAME, String(Date.now()), options);
}

/**
 * Every way in (login, verified registration) gives the browser a fresh session and ends the
 * one it came with, so a session id planted or learnt before the login is worth nothing after.
 */
export async function startBrowserSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  session: { token: string; user: SessionUser; secureCookies: boolean },
): Promise<void> {
  const previous = request.cookies[SESSION_COOKIE_NAME];
  if (previous && previous !== session.token) await deleteSession(db, previous);
  setSessionCookies(reply, session);
}

export function clearSessionCookies(reply: FastifyReply): void {
  for (const name of [SESSION_COOKIE_NAME, USER_DATA_COOKIE_NAME, LAST_LOGIN_COOKIE_NAME]) {
    reply.clearCookie(name, { path: '/' });
  }
}
