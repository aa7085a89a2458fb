import { CONSENT_MESSAGES } from '../../../../domain/consent/consent.messages';
import { openCookiePreferences } from '../consent.store';

/** The footer's 'Preferenze cookie': reopens the cookie choice at any time. */
export function CookiePreferencesButton({ className }: { className?: string }) {
  return (
    <button type="button" className={className} onClick={openCookiePreferences}>
      {CONSENT_MESSAGES.preferencesButton}
    </button>
  );
}
