import { useEffect, useRef, useState } from 'react';
import { NAVBAR_MESSAGES } from '../../../../domain/layout/layout.messages';
import { LAYOUT_MESSAGES } from '../../../../domain/messages';
import { NAV_SECTIONS, type NavSection } from '../../../../domain/navigation';
import { useCurrentUser } from '../../../features/auth/api/get-session';
import { AccountPanel, useAuthLinks } from './account-panel';
import { MegaMenuContent } from './mega-menu-content';
import { AccountIcon, ChevronLeftIcon, ChevronRightIcon } from './navbar-icons';
import { NAVBAR_IDS, type NavSectionId } from './ui-panels.store';

type DrawerView = 'root' | 'account' | NavSectionId;

const ACCOUNT_ENTRY_ID = 'navbar-drawer-account-entry';
const sectionEntryId = (section: NavSectionId) => `navbar-drawer-${section}-entry`;
const VIEW_HEADING_ID = 'navbar-drawer-view-heading';

/**
 * The mobile drawer's content (< 768 px): a list of the sections and the account, each
 * opening a sub-panel with a back button. Mounted only while the drawer is open, so it always
 * starts from the list. Focus goes to a sub-panel's heading when it opens and back to the
 * entry that opened it on 'Indietro'.
 */
function DrawerContent({ wishlistCount }: { wishlistCount?: number }) {
  const [view, setView] = useState<DrawerView>('root');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusToId = useRef<string | null>(null);
  const user = useCurrentUser();
  const { rememberCurrentPage } = useAuthLinks();

  useEffect(() => {
    if (view !== 'root') {
      headingRef.current?.focus();
      return;
    }
    if (returnFocusToId.current) document.getElementById(returnFocusToId.current)?.focus();
    returnFocusToId.current = null;
  }, [view]);

  const show = (next: Exclude<DrawerView, 'root'>, entryId: string) => {
    returnFocusToId.current = entryId;
    setView(next);
  };

  if (view !== 'root') {
    const section: NavSection | undefined = NAV_SECTIONS.find(({ id }) => id === view);
    return (
      <div className="drawer-view">
        <button type="button" className="drawer-view__back" onClick={() => setView('root')}>
          <ChevronLeftIcon />
          {NAVBAR_MESSAGES.back}
        </button>
        {section ? (
          <MegaMenuContent section={section} headingId={VIEW_HEADING_ID} headingRef={headingRef} />
        ) : (
          <AccountPanel
            headingId={VIEW_HEADING_ID}
            headingRef={headingRef}
            wishlistCount={wishlistCount}
          />
        )}
      </div>
    );
  }

  return (
    <ul className="drawer-list">
      {NAV_SECTIONS.map((section) => (
        <li key={section.id}>
          <button
            id={sectionEntryId(section.id)}
            type="button"
            className="drawer-list__item"
            onClick={() => show(section.id, sectionEntryId(section.id))}
          >
            {section.label}
            <ChevronRightIcon />
          </button>
        </li>
      ))}
      <li className="drawer-list__account">
        <button
          id={ACCOUNT_ENTRY_ID}
          type="button"
          className="drawer-list__item"
          onClick={() => {
            if (!user) rememberCurrentPage();
            show('account', ACCOUNT_ENTRY_ID);
          }}
        >
          <span className="drawer-list__label">
            <AccountIcon />
            {user ? user.displayName || user.email : LAYOUT_MESSAGES.accountNavLabel}
          </span>
          <ChevronRightIcon />
        </button>
      </li>
    </ul>
  );
}

/** The full-height drawer behind the hamburger; the container stays for aria-controls. */
export function MobileDrawer({ open, wishlistCount }: { open: boolean; wishlistCount?: number }) {
  // The page behind a full-height drawer must not scroll under the finger.
  useEffect(() => {
    if (!open) return;
    document.documentElement.classList.add('navbar-scroll-lock');
    return () => document.documentElement.classList.remove('navbar-scroll-lock');
  }, [open]);

  return (
    <nav
      id={NAVBAR_IDS.drawer}
      className="navbar-drawer"
      aria-label={NAVBAR_MESSAGES.drawerLabel}
      hidden={!open}
    >
      {open ? <DrawerContent wishlistCount={wishlistCount} /> : null}
    </nav>
  );
}
