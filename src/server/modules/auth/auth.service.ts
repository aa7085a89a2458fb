import { avatarUrl, SESSION_AVATAR_SIZE } from '../../../domain/account/avatar-files';
import type { SessionUser } from '../../../domain/auth/session';
import { roleOf } from '../../../domain/auth/session';
import { SESSION_TTL_MS } from '../../../domain/constants';
import { AUTH_MESSAGES } from '../../../domain/messages';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from './password-hash';
import { createBoundedConcurrency } from '../../security/bounded-concurrency';
import type { RateLimitGuard } from '../../security/rate-limit-guard';
import { RATE_LIMITS } from './rate-limits';
import type { UserRow } from './session.repository';
import { endSessions } from '../session/session-end';
import { createSession, sessionIdOf } from './session.repository';
import { findUserByEmail, markLoggedIn } from './user.repository';
import { eq } from 'drizzle-orm';

export function displayNameOf(
  user: Pick<UserRow, 'displayName' | 'firstName' | 'lastName' | 'email'>,
): string {
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return user.displayName?.trim() || fullName || user.email.split('@')[0] || user.email;
}

/** users.avatar_url holds the avatar's base name; the session shows its 128 px file. */
export function toSessionUser(user: UserRow): SessionUser {
  return {
    id: user.id,
    email: user.email,
    displayName: displayNameOf(user),
    firstName: user.firstName,
    lastName: user.lastName,
    avatarUrl: user.avatarUrl ? avatarUrl(user.avatarUrl, SESSION_AVATAR_SIZE) : null,
    role: roleOf(user.role),
  };
}

/**
 * Checks the credentials and opens a session; one generic error whatever was wrong, except that
 * the holder of a deactivated account (right password) is told so.
 */
export async function logIn(
  db: Db,
  email: string,
  password: string,
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const user = await findUserByEmail(db, email);
  // Verify against a dummy hash for unknown emails so response time does not reveal accounts.
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !user.passwordHash || !passwordMatches) {
    throw new AppError('unauthenticated', AUTH_MESSAGES.invalidCredentials);
  }
  // Said only to whoever knows the password: the answer reveals nothing to a guesser.
  if (!user.isActive) {
    throw new AppError('permission-denied', AUTH_MESSAGES.accountDeactivated, undefined, {
      reason: 'account-deactivated',
    });
  }
  const session = await createSession(db, user.id, SESSION_TTL_MS);
  await markLoggedIn(db, user.id);
  return { user: toSessionUser(user), ...session };
}

/**
 * Logins in progress at once, counters and database reads included, and how many may wait.
 * Bounding only the hash is not enough: each attempt reads and writes the database before it
 * gets there, and on the embedded database that work shares the one thread with every page.
 * A login refused here (503, Retry-After) has touched nothing, so it counts against no limit
 * and no account (docs/security.md).
 */
export const LOGIN_CONCURRENCY = 4;
export const LOGIN_QUEUE_LIMIT = 16;
const loginAdmission = createBoundedConcurrency({
  concurrency: LOGIN_CONCURRENCY,
  queueLimit: LOGIN_QUEUE_LIMIT,
});

/** Logins running and waiting now (tests and diagnostics). */
export function loginLoad(): { running: number; waiting: number } {
  return { running: loginAdmission.running, waiting: loginAdmission.waiting };
}

/**
 * Login behind its rate limits: every attempt from an IP counts, and every attempt on one
 * account counts until a success forgets them, so the fourth attempt after three failures is
 * refused whatever the network (spec §4). Beyond either limit the password is not even
 * checked, so guessing stops there. The account counter is keyed by the address as typed,
 * whether or not an account has it, so the answers tell nobody which accounts exist.
 */
export async function logInWithinLimits(
  db: Db,
  guard: RateLimitGuard,
  { email, password, ip }: { email: string; password: string; ip: string },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  return loginAdmission.run(async () => {
    await guard.enforce(RATE_LIMITS.loginPerIp, ip);
    await guard.enforce(RATE_LIMITS.loginAttemptsPerAccount, email);
    const session = await logIn(db, email, password);
    await guard.forget(RATE_LIMITS.loginAttemptsPerAccount, email);
    return session;
  });
}

/**
 * Ends the browser's session; its other tabs hear it on their live streams and log out too
 * (without a notice: session-revoked).
 */
export async function logOut(db: Db, token: string | undefined): Promise<void> {
  if (!token) return;
  await db.transaction((tx) =>
    endSessions(tx, { sessionId: sessionIdOf(token) }, 'session-revoked'),
  );
}

/**
 * Creates the first administrator from ADMIN_EMAIL/ADMIN_PASSWORD, or promotes that account
 * if it exists. An existing password is kept: the variables must not silently reset it.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password: string },
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, admin.email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await db
      .update(users)
      .set({ role: 'admin', updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    return 'promoted';
  }
  await db.insert(users).values({
    email: admin.email,
    passwordHash: await hashPassword(admin.password),
    role: 'admin',
    displayName: 'Amministratore',
    emailVerified: true,
    setupCompleted: true,
  });
  return 'created';
}
