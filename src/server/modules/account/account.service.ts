import { eq } from 'drizzle-orm';
import {
  CHANGE_PASSWORD_ERRORS,
  type ChangePasswordRequest,
} from '../../../domain/account/change-password.schema';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  MINUTE_MS,
  type RateLimitGuard,
  type RateLimitRule,
} from '../../security/rate-limit-guard';
import { hashPassword, verifyPassword } from '../auth/password-hash';
import { replacePassword } from '../auth/verification.repository';

/** Wrong current passwords are guesses: a few per account, then wait. */
export const PASSWORD_CHANGE_LIMIT: RateLimitRule = {
  name: 'password-change-user',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};

/**
 * Spec §4: the password changed here ends every other session of the user at once, each told
 * why (password-changed); this session stays. Recorded as a password-change marker (§3).
 */
export async function changePassword(
  db: Db,
  guard: RateLimitGuard,
  session: { userId: string; sessionId: string; deviceId: string | null },
  input: Required<ChangePasswordRequest>,
  now = new Date(),
): Promise<void> {
  await guard.enforce(PASSWORD_CHANGE_LIMIT, session.userId);
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  if (!user?.passwordHash || !(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError('invalid-argument', CHANGE_PASSWORD_ERRORS.wrongCurrentPassword, {
      currentPassword: CHANGE_PASSWORD_ERRORS.wrongCurrentPassword,
    });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError('invalid-argument', CHANGE_PASSWORD_ERRORS.samePassword, {
      newPassword: CHANGE_PASSWORD_ERRORS.samePassword,
    });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction((tx) =>
    replacePassword(tx, {
      userId: session.userId,
      passwordHash,
      changedAt: now,
      deviceId: session.deviceId,
      keepSessionId: session.sessionId,
    }),
  );
}
