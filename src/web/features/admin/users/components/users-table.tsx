import {
  USER_MESSAGES,
  formatUserDate,
  formatUserDateTime,
} from '../../../../../domain/admin/users.messages';
import type { AdminUser, UserChange } from '../../../../../domain/admin/users.schema';

/**
 * One page of users. Each row activates/deactivates and promotes/demotes with real buttons
 * named after the user; the admin's own row has none (the server refuses them anyway). A
 * button whose change is under way says so and ignores further presses, keeping the focus.
 */
export function UsersTable({
  users,
  caption,
  currentUserId,
  pendingUserId,
  onChange,
}: {
  users: readonly AdminUser[];
  caption: string;
  currentUserId: string | null;
  pendingUserId: string | null;
  onChange: (user: AdminUser, change: UserChange) => void;
}) {
  const yesNo = (value: boolean) => (value ? USER_MESSAGES.yes : USER_MESSAGES.no);
  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{USER_MESSAGES.columns.name}</th>
            <th scope="col">{USER_MESSAGES.columns.email}</th>
            <th scope="col">{USER_MESSAGES.columns.role}</th>
            <th scope="col">{USER_MESSAGES.columns.verified}</th>
            <th scope="col">{USER_MESSAGES.columns.active}</th>
            <th scope="col">{USER_MESSAGES.columns.memberSince}</th>
            <th scope="col">{USER_MESSAGES.columns.lastLogin}</th>
            <th scope="col">{USER_MESSAGES.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const pending = pendingUserId === user.id;
            const act = (change: UserChange) => () => {
              if (!pending) onChange(user, change);
            };
            return (
              <tr key={user.id}>
                <td>{user.name ?? USER_MESSAGES.noName}</td>
                <th scope="row">{user.email}</th>
                <td>
                  <span
                    className={`admin-badge${user.role === 'admin' ? ' admin-badge--admin' : ''}`}
                  >
                    {USER_MESSAGES.roles[user.role]}
                  </span>
                </td>
                <td>{yesNo(user.emailVerified)}</td>
                <td>
                  <span className={`admin-badge${user.isActive ? '' : ' admin-badge--inactive'}`}>
                    {yesNo(user.isActive)}
                  </span>
                </td>
                <td>
                  <time dateTime={user.createdAt}>{formatUserDate(user.createdAt)}</time>
                </td>
                <td>
                  {user.lastLoginAt ? (
                    <time dateTime={user.lastLoginAt}>{formatUserDateTime(user.lastLoginAt)}</time>
                  ) : (
                    USER_MESSAGES.never
                  )}
                </td>
                <td>
                  {user.id === currentUserId ? (
                    <span className="admin-muted">{USER_MESSAGES.you}</span>
                  ) : (
                    <div className="admin-row-actions">
                      <button
                        type="button"
                        className={`admin-button admin-button--small${user.isActive ? ' admin-button--danger' : ''}`}
                        aria-disabled={pending}
                        aria-label={
                          user.isActive
                            ? USER_MESSAGES.deactivateLabel(user.email)
                            : USER_MESSAGES.activateLabel(user.email)
                        }
                        onClick={act({ kind: 'active', active: !user.isActive })}
                      >
                        {user.isActive ? USER_MESSAGES.deactivate : USER_MESSAGES.activate}
                      </button>
                      <button
                        type="button"
                        className="admin-button admin-button--small"
                        aria-disabled={pending}
                        aria-label={
                          user.role === 'admin'
                            ? USER_MESSAGES.demoteLabel(user.email)
                            : USER_MESSAGES.promoteLabel(user.email)
                        }
                        onClick={act({
                          kind: 'role',
                          role: user.role === 'admin' ? 'user' : 'admin',
                        })}
                      >
                        {user.role === 'admin' ? USER_MESSAGES.demote : USER_MESSAGES.promote}
                      </button>
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
