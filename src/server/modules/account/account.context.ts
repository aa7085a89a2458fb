import type { AccountDependencies } from '../auth/accounts';

/** What the account routes need: the accounts' own dependencies, plus where uploads live. */
export interface AccountContext extends AccountDependencies {
  /** The shop's address, for the links in emails (newsletter confirmation). */
  publicUrl: string;
  /** DATA_DIR/uploads: avatars are written under avatars/<userId>/. */
  uploadsDir: string;
  secureCookies: boolean;
}
