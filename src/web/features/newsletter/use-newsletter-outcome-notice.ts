import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  NEWSLETTER_OUTCOME_PARAM,
  NEWSLETTER_OUTCOMES,
} from '../../../domain/newsletter/newsletter.constants';
import { NEWSLETTER_MESSAGES } from '../../../domain/newsletter/newsletter.messages';
import { notify } from '../notifications/notifications.store';

/**
 * The confirmation link lands on `/?newsletter=confermata` (or `link-non-valido`): show the
 * matching notification once, then drop the parameter from the address (replace, no history
 * entry) so a reload or a shared URL does not show it again.
 */
export function useNewsletterOutcomeNotice(): void {
  const location = useLocation();
  const navigate = useNavigate();
  // StrictMode runs effects twice for one location: notify once per location entry.
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(NEWSLETTER_OUTCOME_PARAM)) return;
    if (handledKey.current === location.key) return;
    handledKey.current = location.key;

    const outcome = params.get(NEWSLETTER_OUTCOME_PARAM);
    if (outcome === NEWSLETTER_OUTCOMES.confirmed) {
      notify(NEWSLETTER_MESSAGES.confirmed, { kind: 'success' });
    } else if (outcome === NEWSLETTER_OUTCOMES.invalidLink) {
      notify(NEWSLETTER_MESSAGES.invalidLink, { kind: 'error' });
    }
    params.delete(NEWSLETTER_OUTCOME_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true, state: location.state },
    );
  }, [location, navigate]);
}
