/**
 * Why a visitor was sent back to /register (expired session, attempts or resends used up):
 * carried in the navigation state and shown by the registration page (spec §5, §8).
 */
export interface RegistrationNoticeState {
  registrationNotice: string;
}

export function registrationNoticeState(notice: string): RegistrationNoticeState {
  return { registrationNotice: notice };
}

export function readRegistrationNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<RegistrationNoticeState>).registrationNotice;
  return typeof notice === 'string' && notice !== '' ? notice : null;
}
