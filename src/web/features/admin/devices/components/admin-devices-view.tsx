import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { ADMIN_MESSAGES } from '../../../../../domain/admin/admin.messages';
import { DEVICE_ADMIN_MESSAGES as M } from '../../../../../domain/admin/devices.messages';
import {
  DEVICE_SEARCH_MAX_LENGTH,
  adminDevicesQuerySchema,
  devicePageCount,
  type AdminDevice,
  type AdminDevicesQuery,
} from '../../../../../domain/admin/devices.schema';
import { LoadingStatus } from '../../../../components/ui/loading-status';
import { toQueryString } from '../../../../lib/query-string';
import { notify } from '../../../notifications/notifications.store';
import { adminFailureText, adminFieldError } from '../../shared/admin-error';
import { AdminLoadError } from '../../shared/admin-load-error';
import { AdminPagination } from '../../shared/admin-pagination';
import { useAdminDevices } from '../api/get-admin-devices';
import { useRemoteLogoutDevice } from '../api/remote-logout-device';
import { useRemoveDevice } from '../api/remove-device';
import { DevicesTable } from './devices-table';
import '../../../../styles/admin-categories-users.css';

const DEFAULT_QUERY: AdminDevicesQuery = adminDevicesQuerySchema.parse({});

/** The search and page as the address holds them (a bad value falls back to the default). */
function readQuery(params: URLSearchParams): AdminDevicesQuery {
  const result = adminDevicesQuerySchema.safeParse(Object.fromEntries(params));
  return result.success ? result.data : DEFAULT_QUERY;
}

/** The "?…" of the list; the first page has no page parameter. */
function searchFor(query: AdminDevicesQuery): string {
  return toQueryString({ q: query.q, page: query.page === 1 ? undefined : query.page });
}

/** Search (sent with the button or Enter), starting again from page 1. */
function DevicesSearch({
  query,
  onSearch,
}: {
  query: AdminDevicesQuery;
  onSearch: (q: string) => void;
}) {
  const id = useId();
  const [text, setText] = useState(query.q);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(text.trim());
  }
  return (
    <form className="admin-filters" role="search" aria-label={M.searchFormLabel} onSubmit={submit}>
      <div className="admin-field admin-users-search">
        <label htmlFor={`${id}-q`}>{M.searchLabel}</label>
        <input
          id={`${id}-q`}
          type="search"
          maxLength={DEVICE_SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <button type="submit" className="admin-button admin-button--primary">
        {M.search}
      </button>
    </form>
  );
}

/**
 * Issue "Admin" §5: every user's devices, most recent activity first, 25 a page, searchable by
 * the user's email or name and the device's name; remove a device or log it out with a reason.
 */
export function AdminDevicesView() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = readQuery(searchParams);
  const devices = useAdminDevices(query);
  const remove = useRemoveDevice();
  const remoteLogout = useRemoteLogoutDevice();

  async function removeDevice(device: AdminDevice) {
    try {
      await remove.mutateAsync(device.id);
      notify(M.removed, { kind: 'success' });
    } catch (error) {
      notify(adminFailureText(error), { kind: 'error' });
    }
  }

  async function logOutDevice(device: AdminDevice, reason: string) {
    try {
      await remoteLogout.mutateAsync({ deviceId: device.id, reason });
      notify(M.remoteLogoutSent, { kind: 'success' });
      return {};
    } catch (error) {
      const reasonError = adminFieldError(error, 'reason');
      if (reasonError) return { reasonError };
      notify(adminFailureText(error), { kind: 'error' });
      return {};
    }
  }

  return (
    <>
      <DevicesSearch
        key={query.q}
        query={query}
        onSearch={(q) => setSearchParams(new URLSearchParams(searchFor({ q, page: 1 })))}
      />
      {devices.isPending ? (
        <LoadingStatus label={ADMIN_MESSAGES.loading} />
      ) : devices.isError ? (
        <AdminLoadError error={devices.error} onRetry={() => void devices.refetch()} />
      ) : (
        <>
          <p className="admin-status" role="status">
            {M.loaded(devices.data.devices.length)}
          </p>
          {devices.data.devices.length === 0 ? (
            <p>{M.empty}</p>
          ) : (
            <DevicesTable
              devices={devices.data.devices}
              caption={M.caption(
                devices.data.total,
                devices.data.page,
                devicePageCount(devices.data),
              )}
              busy={devices.isPlaceholderData}
              onRemove={removeDevice}
              onRemoteLogout={logOutDevice}
            />
          )}
          <AdminPagination
            page={query.page}
            pageCount={devicePageCount(devices.data)}
            searchForPage={(page) => searchFor({ ...query, page })}
          />
        </>
      )}
    </>
  );
}
