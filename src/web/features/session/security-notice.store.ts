import { create } from 'zustand';

/**
 * The "Avviso di Sicurezza" shown after the server ended this browser's session (spec §2.8,
 * §8): client-only state, set from outside React (a refused request, a live event) and shown
 * by <SecurityNotice />.
 */
interface SecurityNoticeState {
  /** The forced-logout text, or null when no notice is shown. */
  message: string | null;
}

export const useSecurityNoticeStore = create<SecurityNoticeState>(() => ({ message: null }));

export function showSecurityNotice(message: string): void {
  useSecurityNoticeStore.setState({ message });
}

export function dismissSecurityNotice(): void {
  useSecurityNoticeStore.setState({ message: null });
}
