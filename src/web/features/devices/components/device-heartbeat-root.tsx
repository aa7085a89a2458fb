import { useEffect } from 'react';
import { useCurrentUser } from '../../auth/api/get-session';
import { startDeviceHeartbeat } from '../device-heartbeat';

/**
 * Reports this browser's device while a user is logged in (spec §7 device write, §9 last
 * activity). Mounted once, in the root layout.
 */
export function DeviceHeartbeatRoot() {
  const userId = useCurrentUser()?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    return startDeviceHeartbeat(userId);
  }, [userId]);

  return null;
}
