import { useId, useState, type FormEvent } from 'react';
import { USER_MESSAGES } from '../../../../../domain/admin/users.messages';
import {
  USER_ROLE_FILTERS,
  USER_SEARCH_MAX_LENGTH,
  USER_STATE_FILTERS,
  type AdminUsersQuery,
  type UserRoleFilter,
  type UserStateFilter,
} from '../../../../../domain/admin/users.schema';

/**
 * Search (sent with the button or Enter) and the role and state filters (applied as chosen).
 * Every change starts again from page 1.
 */
export function UsersFilters({
  query,
  onChange,
}: {
  query: AdminUsersQuery;
  onChange: (query: AdminUsersQuery) => void;
}) {
  const id = useId();
  const [text, setText] = useState(query.q);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onChange({ ...query, q: text.trim(), page: 1 });
  }

  return (
    <form
      className="admin-filters"
      role="search"
      aria-label={USER_MESSAGES.filtersLabel}
      onSubmit={submit}
    >
      <div className="admin-field admin-users-search">
        <label htmlFor={`${id}-q`}>{USER_MESSAGES.searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={USER_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="admin-button admin-button--primary">
        {USER_MESSAGES.search}
      </button>
      <div className="admin-field">
        <label htmlFor={`${id}-role`}>{USER_MESSAGES.roleFilterLabel}</label>
        <select
          id={`${id}-role`}
          value={query.role}
          onChange={(event) =>
            onChange({
              ...query,
              q: text.trim(),
              role: event.target.value as UserRoleFilter,
              page: 1,
            })
          }
        >
          {USER_ROLE_FILTERS.map((role) => (
            <option key={role} value={role}>
              {USER_MESSAGES.roleFilter[role]}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-state`}>{USER_MESSAGES.stateFilterLabel}</label>
        <select
          id={`${id}-state`}
          value={query.state}
          onChange={(event) =>
            onChange({
              ...query,
              q: text.trim(),
              state: event.target.value as UserStateFilter,
              page: 1,
            })
          }
        >
          {USER_STATE_FILTERS.map((state) => (
            <option key={state} value={state}>
              {USER_MESSAGES.stateFilter[state]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
