import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '../../auth/api/get-session';
import { createEventsClient } from '../events-client';

/**
 * Keeps this tab's live events channel open while a user is logged in (decision 023), and
 * closed for a guest. Mounted once, in the root layout.
 */
export function SessionEventsRoot() {
  const queryClient = useQueryClient();
  const userId = useCurrentUser()?.id ?? null;
  const [client] = useState(() => createEventsClient(queryClient));

  useEffect(() => {
    if (userId === null) return;
    client.start(userId);
    return () => client.stop();
  }, [client, userId]);

  return null;
}
