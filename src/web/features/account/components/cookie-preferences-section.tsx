import { useId } from 'react';
import { SETTINGS_MESSAGES as M } from '../../../../domain/account/profile.messages';
import { openCookiePreferences } from '../../consent/consent.store';
import '../../../styles/settings.css';

/** "Preferenze cookie" of /settings: shows the cookie choice again, as the footer's button does. */
export function CookiePreferencesSection() {
  const headingId = useId();
  return (
    <section className="settings-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.cookiesTitle}</h2>
      <p className="settings-section__intro">{M.cookiesIntro}</p>
      <button type="button" className="button button--ghost" onClick={openCookiePreferences}>
        {M.cookiesButton}
      </button>
    </section>
  );
}
