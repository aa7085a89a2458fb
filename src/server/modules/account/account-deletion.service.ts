import { ACCOUNT_DELETION_MESSAGES } from '../../../domain/account/account-deletion.messages';
import {
  accountDeletionRefusal,
  withoutDeletedCustomer,
  type AccountDeletionRefusal,
} from '../../../domain/account/account-deletion.rules';
import { anonymiseOrder } from '../../../domain/account/order-anonymisation';
import { PROFILE_ERRORS } from '../../../domain/account/profile.errors';
import { ERROR_MESSAGES } from '../../../domain/messages';
import { AppError } from '../../http/app-error';
import { MINUTE_MS, type RateLimitRule } from '../../security/rate-limit-guard';
import { verifyPassword } from '../auth/password-hash';
import { lockActiveAdmins, lockUser } from '../auth/user.repository';
import { deleteSubscriberByEmail } from '../newsletter/newsletter.repository';
import { endSessions } from '../session/session-end';
import type { AccountContext } from './account.context';
import { removeUserAvatarFiles } from './avatar.storage';
import {
  deleteUserRow,
  deleteVerificationsOf,
  findAccount,
  listAuditEntriesNaming,
  lockCartAndWishlist,
  lockOrdersOf,
  saveAnonymisedOrder,
  saveAuditValues,
} from './account-deletion.repository';

/** Wrong passwords are guesses: a few per account, then wait (as for a password change). */
export const ACCOUNT_DELETION_LIMIT: RateLimitRule = {
  name: 'account-delete-user',
  limit: 5,
  windowMs: 15 * MINUTE_MS,
};

function wrongPassword(): AppError {
  return new AppError('invalid-argument', PROFILE_ERRORS.wrongPassword, {
    password: PROFILE_ERRORS.wrongPassword,
  });
}

function refusalError(refusal: AccountDeletionRefusal): AppError {
  const message =
    refusal.reason === 'last-admin'
      ? ACCOUNT_DELETION_MESSAGES.lastAdmin
      : ACCOUNT_DELETION_MESSAGES.ordersInProgress(refusal.orderNumbers);
  return new AppError('failed-precondition', message, undefined, { reason: refusal.reason });
}

/** The user was deleted meanwhile (by another of their browsers): this session is gone too. */
function accountGone(): AppError {
  return new AppError('unauthenticated', ERROR_MESSAGES.unauthenticated);
}

/**
 * GDPR art. 17: deletes the account, confirmed with its password, in one transaction. Every
 * session ends at once: the other open pages hear it and become a guest's, the page that asked
 * gets the answer (its own stream hears nothing, so it can say goodbye); the orders stay for
 * the legal retention, anonymised (domain/account/order-anonymisation.ts); the newsletter
 * subscription and pending codes of the address go; the admin's audit entries about the
 * customer's devices lose the email; then the user row, and with it everything it owns. The
 * avatar files are removed after the commit.
 *
 * Refused, with nothing changed: a wrong password (400 on the password field, rate limited),
 * the last active admin, and an account with orders the shop still has to deliver or be paid
 * for (both 412 failed-precondition, details.reason 'last-admin' or 'orders-in-progress').
 */
export async function deleteAccount(
  ctx: AccountContext,
  session: { userId: string; sessionId: string },
  password: string,
  now = new Date(),
): Promise<void> {
  const { userId } = session;
  await ctx.guard.enforce(ACCOUNT_DELETION_LIMIT, userId);
  const account = await findAccount(ctx.db, userId);
  if (!account) throw accountGone();
  // Checked before the transaction: the hash takes tens of milliseconds, no row stays locked.
  if (!account.passwordHash || !(await verifyPassword(password, account.passwordHash))) {
    throw wrongPassword();
  }

  await ctx.db.transaction(async (tx) => {
    await lockCartAndWishlist(tx, userId);
    const activeAdmins = await lockActiveAdmins(tx);
    const user = await lockUser(tx, userId);
    if (!user) throw accountGone();
    // Changed while the password was checked: the one given is no longer the account's.
    if (user.passwordHash !== account.passwordHash) throw wrongPassword();
    const userOrders = await lockOrdersOf(tx, userId);
    const refusal = accountDeletionRefusal({
      isActiveAdmin: user.role === 'admin' && user.isActive,
      otherActiveAdmins: activeAdmins.filter((id) => id !== userId).length,
      orders: userOrders,
    });
    if (refusal) throw refusalError(refusal);

    // The other sessions hear it and become a guest's; this one's page is answered, and its
    // session row goes with the user's.
    await endSessions(tx, { userId, allExcept: session.sessionId }, 'session-revoked', null, now);
    for (const order of userOrders) {
      await saveAnonymisedOrder(tx, order.id, anonymiseOrder(order));
    }
    await deleteSubscriberByEmail(tx, user.email);
    await deleteVerificationsOf(tx, user);
    for (const entry of await listAuditEntriesNaming(tx, user.email)) {
      await saveAuditValues(tx, entry.id, {
        before: withoutDeletedCustomer(entry.before, user.email),
        after: withoutDeletedCustomer(entry.after, user.email),
      });
    }
    await deleteUserRow(tx, userId);
  });

  await removeAvatarFiles(ctx, userId);
}

/** The avatar's files: a failure is logged (the account is gone already), never the answer. */
async function removeAvatarFiles(
  ctx: Pick<AccountContext, 'uploadsDir' | 'log'>,
  userId: string,
): Promise<void> {
  try {
    await removeUserAvatarFiles(ctx.uploadsDir, userId);
  } catch (error) {
    ctx.log.error({ err: error, userId }, 'avatar files of a deleted account not removed');
  }
}
