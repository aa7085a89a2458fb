import { DeviceHeartbeatRoot } from '../../features/devices/components/device-heartbeat-root';
import { SessionEventsRoot } from '../../features/session/components/session-events-root';

/**
 * What runs only while a user is logged in: the live events channel (decision 023) and the
 * device heartbeat. In its own chunk, loaded by the root layout once a user is known: a guest's
 * entry script carries neither, nor the device schema's validation.
 */
export function LoggedInRoots() {
  return (
    <>
      <SessionEventsRoot />
      <DeviceHeartbeatRoot />
    </>
  );
}
