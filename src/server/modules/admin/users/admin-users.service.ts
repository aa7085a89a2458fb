import { USER_MESSAGES } from '../../../../domain/admin/users.messages';
import {
  applyUserChange,
  auditActionOf,
  refuseUserChange,
  type AdminUser,
  type AdminUsersPage,
  type AdminUsersQuery,
  type UserChange,
} from '../../../../domain/admin/users.schema';
import { roleOf } from '../../../../domain/auth/session';
import { lockActiveAdmins, lockUser } from '../../auth/user.repository';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { recordAdminChange, type AdminActor } from '../audit/audit.repository';
import {
  deleteUserSessions,
  findUser,
  listUsers,
  setUserActive,
  setUserRole,
  toAdminUser,
} from './admin-users.repository';

export function listAdminUsers(db: Db, query: AdminUsersQuery): Promise<AdminUsersPage> {
  return listUsers(db, query);
}

/**
 * Activates, deactivates, promotes or demotes an account, in one transaction with its audit
 * entry. The active admins are locked first, so "one active admin always stays" holds when two
 * admins demote each other at once: the second change reads the first one's result. A
 * deactivation deletes the user's sessions in the same transaction, so no old cookie works.
 */
export async function changeUserAccount(
  db: Db,
  actor: AdminActor,
  userId: string,
  change: UserChange,
): Promise<AdminUser> {
  await db.transaction(async (tx) => {
    const activeAdmins = await lockActiveAdmins(tx);
    const target = await lockUser(tx, userId);
    if (!target) throw new AppError('not-found', USER_MESSAGES.notFound);
    const state = { id: target.id, role: roleOf(target.role), isActive: target.isActive };

    const refusal = refuseUserChange({
      actorId: actor.id,
      target: state,
      change,
      otherActiveAdmins: activeAdmins.filter((id) => id !== target.id).length,
    });
    if (refusal === 'self') {
      throw new AppError('already-exists', USER_MESSAGES.selfChange, undefined, { reason: 'self' });
    }
    if (refusal === 'last-admin') {
      throw new AppError('already-exists', USER_MESSAGES.lastAdmin(target.email), undefined, {
        reason: 'last-admin',
      });
    }
    // Demoted or deactivated by a change that committed while this one waited for the lock.
    if (!activeAdmins.includes(actor.id)) {
      throw new AppError('permission-denied', USER_MESSAGES.actorNoLongerAdmin);
    }

    const action = auditActionOf(state, change);
    if (!action) return;
    const after = applyUserChange(state, change);
    if (change.kind === 'active') {
      await setUserActive(tx, target.id, change.active);
      if (!change.active) await deleteUserSessions(tx, target.id);
    } else {
      await setUserRole(tx, target.id, change.role);
    }
    await recordAdminChange(tx, actor, {
      action,
      entityType: 'user',
      entityId: target.id,
      before: change.kind === 'active' ? { isActive: state.isActive } : { role: state.role },
      after: change.kind === 'active' ? { isActive: after.isActive } : { role: after.role },
    });
  });
  const user = await findUser(db, userId);
  if (!user) throw new AppError('not-found', USER_MESSAGES.notFound);
  return toAdminUser(user);
}
