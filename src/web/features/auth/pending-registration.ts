/** Spec §3: pending registration data is kept in local and session storage under this key. */
export const PENDING_REGISTRATION_KEY = 'pendingRegistration';

function hasKey(getStorage: () => Storage): boolean {
  try {
    return getStorage().getItem(PENDING_REGISTRATION_KEY) !== null;
  } catch {
    return false; // storage disabled (privacy mode): nothing can be pending
  }
}

/** True while a registration started in this browser still waits to be completed. */
export function hasPendingRegistration(): boolean {
  return hasKey(() => window.localStorage) || hasKey(() => window.sessionStorage);
}
