import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { LAYOUT_MESSAGES } from '../../../domain/messages';
import { FOOTER_COLUMNS } from '../../../domain/navigation';
import { CookiePreferencesButton } from '../../features/consent/components/cookie-preferences-button';
import '../../styles/footer.css';

// Below the fold on every page: loaded after the entry chunk, with its form validation.
const NewsletterSignup = lazy(() =>
  import('../../features/newsletter/components/newsletter-signup').then((module) => ({
    default: module.NewsletterSignup,
  })),
);

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
          <Suspense fallback={<div className="newsletter-signup-placeholder" />}>
            <NewsletterSignup />
          </Suspense>
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
