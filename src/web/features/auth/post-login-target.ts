import { createContext, useContext } from 'react';

/**
 * The login and registration pages sit under a guard that sends a logged-in user on. When a
 * login succeeds on the page itself, the page tells the guard where to go (redirect parameter,
 * else the saved redirectAfterLogin) just before the session cache learns of the user, so one
 * place performs the redirect and no other navigation races it.
 */
export const PostLoginTargetContext = createContext<((target: string) => void) | null>(null);

export function useSetPostLoginTarget(): ((target: string) => void) | null {
  return useContext(PostLoginTargetContext);
}
