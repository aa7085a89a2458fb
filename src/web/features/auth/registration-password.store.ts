import { create } from 'zustand';

/**
 * The password typed on /register, held in memory only until /account-setup has sent it to the
 * server (never in storage or cookies: see pending-registration.ts). A reload forgets it, and
 * /account-setup then asks for it again.
 */
interface RegistrationPasswordState {
  /** The email the password was chosen for: another pending email never gets it. */
  email: string | null;
  password: string | null;
}

export const useRegistrationPasswordStore = create<RegistrationPasswordState>(() => ({
  email: null,
  password: null,
}));

export function rememberRegistrationPassword(email: string, password: string): void {
  useRegistrationPasswordStore.setState({ email, password });
}

/** The password chosen for this email in this page's lifetime, or null. */
export function registrationPasswordFor(email: string | null | undefined): string | null {
  const { email: storedEmail, password } = useRegistrationPasswordStore.getState();
  return email && storedEmail === email ? password : null;
}

export function forgetRegistrationPassword(): void {
  useRegistrationPasswordStore.setState({ email: null, password: null });
}
