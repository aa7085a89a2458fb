import { useId, useState } from 'react';
import {
  formatDeviceActivity,
  MY_DEVICES_MESSAGES as M,
} from '../../../../domain/devices/devices.messages';
import type { DeviceView } from '../../../../domain/devices/device.schema';
import { ERROR_MESSAGES } from '../../../../domain/messages';
import { LoadingStatus } from '../../../components/ui/loading-status';
import { isApiError } from '../../../lib/api-client';
import { notify } from '../../notifications/notifications.store';
import { useDevices } from '../api/get-devices';
import { useRemoveDevice } from '../api/remove-device';
import '../../../styles/settings.css';

/** The api-client's Italian text; anything else is unexpected. */
function errorMessage(error: unknown): string {
  return isApiError(error) ? error.message : ERROR_MESSAGES.internal;
}

/**
 * "I miei dispositivi" (spec §3 Device record): the user's devices, most recent activity first,
 * this one marked; any other can be signed out ('Disconnetti'), which ends its sessions with
 * the "device removed" notice.
 */
export function MyDevices() {
  const headingId = useId();
  const devices = useDevices();
  const removal = useRemoveDevice();
  const [failure, setFailure] = useState<string | null>(null);

  const disconnect = (device: DeviceView) => {
    if (removal.isPending) return;
    setFailure(null);
    removal.mutate(device.id, {
      onSuccess: () => notify(M.disconnected, { kind: 'success' }),
      onError: (error) => setFailure(errorMessage(error)),
    });
  };

  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.title}</h2>
      <p className="settings-section__intro">{M.intro}</p>
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      {devices.isPending ? (
        <LoadingStatus label={M.loading} />
      ) : devices.isError ? (
        <div>
          <p className="form-error" role="alert">
            {errorMessage(devices.error)}
          </p>
          <p>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void devices.refetch()}
            >
              {M.retry}
            </button>
          </p>
        </div>
      ) : devices.data.devices.length === 0 ? (
        <p className="empty-state">{M.empty}</p>
      ) : (
        <ul className="device-list">
          {devices.data.devices.map((device) => (
            <li key={device.id} className="device-list__item">
              <p className="device-list__name">{device.displayName}</p>
              {device.current ? <span className="device-list__badge">{M.thisDevice}</span> : null}
              <p className="device-list__activity">
                {M.lastActive(formatDeviceActivity(device.lastActiveAt))}
              </p>
              {device.current ? null : (
                <button
                  type="button"
                  className="button button--ghost device-list__action"
                  aria-label={M.disconnectLabel(device.displayName)}
                  aria-disabled={removal.isPending || undefined}
                  onClick={() => disconnect(device)}
                >
                  {removal.isPending && removal.variables === device.id
                    ? M.disconnecting
                    : M.disconnect}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <p className="settings-section__note">
        {M.placeSource}{' '}
        <a href="https://db-ip.com" rel="noopener noreferrer">
          {M.placeCredit}
        </a>
      </p>
    </section>
  );
}
