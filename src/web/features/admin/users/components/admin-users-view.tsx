import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { USER_MESSAGES } from '../../../../../domain/admin/users.messages';
import {
  adminUsersQuerySchema,
  userChangeMessage,
  type AdminUser,
  type AdminUsersQuery,
  type UserChange,
} from '../../../../../domain/admin/users.schema';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { useCurrentUser } from '../../../auth/api/get-session';
import { notify } from '../../../notifications/notifications.store';
import { useAdminUsers } from '../api/get-admin-users';
import { useSetUserActive } from '../api/set-user-active';
import { useSetUserRole } from '../api/set-user-role';
import { adminFailureText } from '../../shared/admin-error';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';
import '../../../../styles/admin-categories-users.css';

const DEFAULT_QUERY: AdminUsersQuery = adminUsersQuerySchema.parse({});

/** The search and page as the address holds them (a bad value falls back to the default). */
function readQuery(params: URLSearchParams): AdminUsersQuery {
  const result = adminUsersQuerySchema.safeParse(Object.fromEntries(params));
  return result.success ? result.data : DEFAULT_QUERY;
}

function writeQuery(query: AdminUsersQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.role !== 'all') params.set('role', query.role);
  if (query.state !== 'all') params.set('state', query.state);
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/**
 * Issue "Admin" §4: the shop's accounts, searchable and filtered, 25 a page, newest first, with
 * "N utenti caricati" (spec §8) above the table; activate/deactivate and promote/demote.
 */
export function AdminUsersView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const users = useAdminUsers(query);
  const currentUser = useCurrentUser();
  const setActive = useSetUserActive();
  const setRole = useSetUserRole();
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);

  const changeQuery = (next: AdminUsersQuery) => setSearchParams(writeQuery(next));

  async function change(user: AdminUser, userChange: UserChange) {
    setPendingUserId(user.id);
    try {
      if (userChange.kind === 'active') {
        await setActive.mutateAsync({ id: user.id, active: userChange.active });
      } else {
        await setRole.mutateAsync({ id: user.id, role: userChange.role });
      }
      notify(userChangeMessage(user.email, userChange), { kind: 'success' });
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    } finally {
      setPendingUserId(null);
    }
  }

  return (
    <>
      <UsersFilters key={searchParams.toString()} query={query} onChange={changeQuery} />
      {users.isPending ? (
        <LoadingStatus label={ADMIN_MESSAGES.loading} />
      ) : users.isError ? (
        <div role="alert">
          <p className="admin-error">{adminFailureText(users.error)}</p>
          <button type="button" className="admin-button" onClick={() => void users.refetch()}>
            {ADMIN_MESSAGES.retry}
          </button>
        </div>
      ) : (
        <>
          <p className="admin-status" role="status">
            {USER_MESSAGES.loaded(users.data.users.length)}
          </p>
          {users.data.users.length === 0 ? (
            <p>{USER_MESSAGES.empty}</p>
          ) : (
            <UsersTable
              users={users.data.users}
              caption={USER_MESSAGES.caption(
                users.data.total,
                users.data.page,
                users.data.pageCount,
              )}
              currentUserId={currentUser?.id ?? null}
              pendingUserId={pendingUserId}
              onChange={(user, userChange) => void change(user, userChange)}
            />
          )}
          {users.data.pageCount > 1 && (
            <nav className="admin-pagination" aria-label={USER_MESSAGES.paginationLabel}>
              <button
                type="button"
                className="admin-button"
                aria-disabled={users.data.page <= 1}
                onClick={() => {
                  if (users.data.page > 1) changeQuery({ ...query, page: users.data.page - 1 });
                }}
              >
                {ADMIN_MESSAGES.previousPage}
              </button>
              <span>{ADMIN_MESSAGES.pageOf(users.data.page, users.data.pageCount)}</span>
              <button
                type="button"
                className="admin-button"
                aria-disabled={users.data.page >= users.data.pageCount}
                onClick={() => {
                  if (users.data.page < users.data.pageCount)
                    changeQuery({ ...query, page: users.data.page + 1 });
                }}
              >
                {ADMIN_MESSAGES.nextPage}
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
