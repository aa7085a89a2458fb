import { useEffect, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { FOOTER_COLUMNS } from '../../../domain/navigation';
import { CookiePreferencesButton } from '../../features/consent/components/cookie-preferences-button';
import '../../styles/footer.css';

/** The newsletter box's component once its chunk has loaded (it then stays for the visit). */
let LoadedNewsletterSignup: ComponentType | null = null;

/**
 * The newsletter box, below the fold on every page: its chunk is fetched after the page is on
 * screen, and the box renders once it is there. Until then (and on the server, and while a
 * server-rendered page hydrates) its placeholder keeps its room. No
 * Suspense: React may hold back the reveal of a Suspense boundary's content for a throttle that
 * runs on timers, which a page with a paused clock never lets pass. If the chunk cannot be
 * fetched, the room stays empty.
 */
function NewsletterBox() {
  const [, setLoaded] = useState(LoadedNewsletterSignup !== null);
  useEffect(() => {
    if (LoadedNewsletterSignup) return;
    let mounted = true;
    import('../../features/newsletter/components/newsletter-signup').then(
      (module) => {
        LoadedNewsletterSignup = module.NewsletterSignup;
        if (mounted) setLoaded(true);
      },
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, []);
  return LoadedNewsletterSignup ? (
    <LoadedNewsletterSignup />
  ) : (
    <div className="newsletter-signup-placeholder" />
  );
}

/**
 * Spec §2.6: three link columns (Chi Siamo, Supporto, Legale), the newsletter box and the
 * copyright line with the current year; 400 px tall on larger screens (FOOTER_HEIGHT_PX).
 */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="shop-footer">
      <div className="shop-footer__inner">
        <div className="shop-footer__top">
          <div className="shop-footer__about">
            <p className="shop-footer__brand">{LAYOUT_MESSAGES.siteName}</p>
            <p className="shop-footer__tagline">{LAYOUT_MESSAGES.footerTagline}</p>
          </div>
          <nav className="shop-footer__nav" aria-label={LAYOUT_MESSAGES.footerNavLabel}>
            {FOOTER_COLUMNS.map((column) => (
              <div key={column.title} className="shop-footer__column">
                <h2 className="shop-footer__title">{column.title}</h2>
                <ul className="shop-footer__links">
                  {column.links.map((link) => (
                    <li key={link.path}>
                      <Link className="shop-footer__link" to={link.path}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
          <NewsletterBox />
        </div>
        <div className="shop-footer__bottom">
          <p className="shop-footer__legal">
            <span>{LAYOUT_MESSAGES.copyright(year)}</span>. {LAYOUT_MESSAGES.rightsReserved}
          </p>
          <p className="shop-footer__legal">{LAYOUT_MESSAGES.pricesIncludeVat}</p>
          <CookiePreferencesButton className="shop-footer__text-button" />
        </div>
      </div>
    </footer>
  );
}
