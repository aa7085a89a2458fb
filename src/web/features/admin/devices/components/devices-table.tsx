import { DEVICE_ADMIN_MESSAGES as M } from '../../../../../domain/admin/devices.messages';
import type { AdminDevice } from '../../../../../domain/admin/devices.schema';
import { formatUserDateTime } from '../../../../../domain/admin/users.messages';
import { DeviceActions } from './device-actions';

/** How a device is named in its row's buttons: its display name, or its id when it has none. */
function deviceLabel(device: AdminDevice): string {
  return device.displayName || device.id;
}

/**
 * One page of devices: the user's email heads each row, then the device's name, type, city and
 * last activity (Rome time). The device of the admin's own session has no buttons (the server
 * refuses them anyway: one signs out with "Esci").
 */
export function DevicesTable({
  devices,
  caption,
  busy,
  onRemove,
  onRemoteLogout,
}: {
  devices: readonly AdminDevice[];
  caption: string;
  busy: boolean;
  onRemove: (device: AdminDevice) => Promise<void>;
  onRemoteLogout: (device: AdminDevice, reason: string) => Promise<{ reasonError?: string }>;
}) {
  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{M.columns.email}</th>
            <th scope="col">{M.columns.displayName}</th>
            <th scope="col">{M.columns.type}</th>
            <th scope="col">{M.columns.city}</th>
            <th scope="col">{M.columns.lastActive}</th>
            <th scope="col">{M.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {devices.map((device) => (
            <tr key={device.id}>
              <th scope="row">{device.user.email}</th>
              <td>
                {device.displayName || M.unknown}
                {device.remoteLogout?.executedAt ? (
                  <span className="admin-muted">
                    <br />
                    {M.lastRemoteLogout(formatUserDateTime(device.remoteLogout.executedAt))}
                  </span>
                ) : null}
              </td>
              <td>{device.deviceType ? M.deviceTypes[device.deviceType] : M.unknown}</td>
              <td>{device.city ?? M.unknown}</td>
              <td>
                <time dateTime={device.lastActiveAt}>
                  {formatUserDateTime(device.lastActiveAt)}
                </time>
              </td>
              <td>
                {device.current ? (
                  <span className="admin-muted">{M.thisDevice}</span>
                ) : (
                  <DeviceActions
                    device={device}
                    label={deviceLabel(device)}
                    onRemove={onRemove}
                    onRemoteLogout={onRemoteLogout}
                  />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
