import { useEffect, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CONSENT_MESSAGES } from '../../../../domain/consent/consent.messages';
import { CONSENT_STORAGE_KEY, isConsentDecided } from '../../../../domain/consent/consent.rules';
import '../../../styles/consent.css';
import {
  acceptAllCookies,
  closeCookiePreferences,
  denyAllCookies,
  reloadConsentFromStorage,
  useConsentStore,
} from '../consent.store';

const COOKIE_POLICY_PATH = '/cookie-policy';
const BANNER_HEIGHT_PROPERTY = '--cookie-banner-height';

/**
 * Cookie banner (spec §2.8): fixed at the bottom, over the page without moving it, and not
 * modal: the page stays usable and focus is never trapped. Shown while no choice is stored,
 * and again when 'Preferenze cookie' reopens it (then with the current choice and Chiudi).
 */
export function CookieBanner() {
  const consent = useConsentStore((state) => state.consent);
  const known = useConsentStore((state) => state.known);
  const preferencesOpen = useConsentStore((state) => state.preferencesOpen);
  const regionRef = useRef<HTMLElement | null>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const visible = preferencesOpen || (known && !isConsentDecided(consent));

  // While shown, <html> carries the banner's height: the page ends with that much room and
  // focused elements scroll clear of the banner (consent.css).
  useLayoutEffect(() => {
    const element = regionRef.current;
    if (!visible || !element) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [visible]);

  // Another tab chose: follow it.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === CONSENT_STORAGE_KEY || event.key === null) reloadConsentFromStorage();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  // Reopened on request: focus moves to the banner, and back to the button afterwards.
  useEffect(() => {
    if (!preferencesOpen) return;
    const active = document.activeElement;
    returnFocusRef.current = active instanceof HTMLElement ? active : null;
    regionRef.current?.focus();
    return () => {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [preferencesOpen]);

  if (!visible) return null;

  const decided = isConsentDecided(consent);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && preferencesOpen && decided) closeCookiePreferences();
  };

  return (
    <section
      ref={regionRef}
      className="cookie-banner"
      aria-label={CONSENT_MESSAGES.regionLabel}
      tabIndex={-1}
      onKeyDown={onKeyDown}
    >
      <div className="cookie-banner__inner">
        <div className="cookie-banner__content">
          <p className="cookie-banner__text">
            {CONSENT_MESSAGES.bannerText}{' '}
            <Link className="cookie-banner__link" to={COOKIE_POLICY_PATH}>
              {CONSENT_MESSAGES.policyLink}
            </Link>
          </p>
          {preferencesOpen && decided ? (
            <p className="cookie-banner__current">
              {CONSENT_MESSAGES.currentChoice(consent.status)}
            </p>
          ) : null}
        </div>
        {/* Rifiuta and Accetta look exactly alike: neither choice is nudged. */}
        <div className="cookie-banner__actions">
          <button type="button" className="button cookie-banner__choice" onClick={denyAllCookies}>
            {CONSENT_MESSAGES.deny}
          </button>
          <button type="button" className="button cookie-banner__choice" onClick={acceptAllCookies}>
            {CONSENT_MESSAGES.accept}
          </button>
          {preferencesOpen && decided ? (
            <button
              type="button"
              className="cookie-banner__close"
              aria-label={CONSENT_MESSAGES.closeLabel}
              onClick={closeCookiePreferences}
            >
              {CONSENT_MESSAGES.close}
            </button>
          ) : null}
        </div>
      </div>
    </section>
  );
}
