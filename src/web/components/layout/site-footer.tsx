import { LAYOUT_MESSAGES } from '../../../domain/messages';

/** A modest footer; its link columns and newsletter box come later (spec §2.6). */
export function SiteFooter() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__brand">{LAYOUT_MESSAGES.siteName}</p>
        <p className="site-footer__copyright">
          {LAYOUT_MESSAGES.copyright(new Date().getFullYear())}
        </p>
      </div>
    </footer>
  );
}
