import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink } from 'react-router';
import { NAVBAR_MESSAGES } from '../../../../domain/layout/layout.messages';
import type { NavSection } from '../../../../domain/navigation';
import { HydrateLater } from '../../../lib/staged-hydration';
import { MegaMenuContent } from './mega-menu-content';
import { ChevronDownIcon } from './navbar-icons';
import { NAVBAR_IDS, useUiPanelsStore } from './ui-panels.store';

/** Pointer just crossing the bar should not flash menus open. */
export const MEGA_HOVER_OPEN_DELAY_MS = 90;
/** Time to move the pointer from the section button down into its panel. */
export const MEGA_HOVER_CLOSE_DELAY_MS = 200;

/**
 * One section of the desktop bar (≥ 768 px) with its mega menu.
 *
 * With a mouse (`canHover`) the section name is a link: hovering opens the menu, clicking
 * navigates to the section page (spec §2.2). Because Enter on a link navigates too, keyboard
 * and screen-reader users open the menu with the small disclosure button next to it
 * (`aria-expanded`, Enter/Space toggles it), or with ArrowDown on the link or that button,
 * which also moves focus to the menu's first link. This is the WAI-ARIA "disclosure navigation
 * menu with top-level links" pattern and keeps the section a real, crawlable link.
 *
 * On touch screens the section name is itself the disclosure button: a tap toggles the menu
 * and the menu offers "Vai a {sezione}" to reach the section page.
 */
export function NavbarSection({ section, canHover }: { section: NavSection; canHover: boolean }) {
  const open = useUiPanelsStore((state) => state.megaSection === section.id);
  const openMega = useUiPanelsStore((state) => state.openMega);
  const closeMega = useUiPanelsStore((state) => state.closeMega);
  const toggleMega = useUiPanelsStore((state) => state.toggleMega);

  const linkId = NAVBAR_IDS.sectionLink(section.id);
  const toggleId = NAVBAR_IDS.sectionToggle(section.id);
  const panelId = NAVBAR_IDS.megaPanel(section.id);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirstLinkOnOpen = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);

  const clearHoverTimer = () => window.clearTimeout(hoverTimer.current);
  useEffect(() => {
    const timer = hoverTimer;
    return () => window.clearTimeout(timer.current);
  }, []);

  useEffect(() => {
    if (!open || !focusFirstLinkOnOpen.current) return;
    focusFirstLinkOnOpen.current = false;
    panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [open]);

  const onPointerEnter = (event: PointerEvent) => {
    if (!canHover || event.pointerType !== 'mouse') return;
    clearHoverTimer();
    if (open) return;
    // Moving from one open menu to the next section switches at once.
    const delay = useUiPanelsStore.getState().megaSection ? 0 : MEGA_HOVER_OPEN_DELAY_MS;
    hoverTimer.current = window.setTimeout(() => openMega(section.id, 'hover', toggleId), delay);
  };

  const onPointerLeave = (event: PointerEvent) => {
    if (!canHover || event.pointerType !== 'mouse') return;
    clearHoverTimer();
    if (useUiPanelsStore.getState().megaOpenedBy !== 'hover') return;
    hoverTimer.current = window.setTimeout(() => {
      // A menu pinned by a click meanwhile stays open.
      if (useUiPanelsStore.getState().megaOpenedBy === 'hover') closeMega(section.id);
    }, MEGA_HOVER_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    clearHoverTimer();
    if (open) {
      panelRef.current?.querySelector<HTMLElement>('a[href]')?.focus();
      return;
    }
    focusFirstLinkOnOpen.current = true;
    openMega(section.id, 'click', event.currentTarget.id);
  };

  const onToggleClick = () => {
    clearHoverTimer();
    toggleMega(section.id, toggleId);
  };

  return (
    <li
      className={`navbar-section${open ? ' navbar-section--open' : ''}`}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      {canHover ? (
        <div className="navbar-section__trigger">
          <NavLink
            id={linkId}
            className="navbar-section__link"
            to={section.path}
            onKeyDown={onKeyDown}
          >
            {section.label}
          </NavLink>
          <button
            id={toggleId}
            type="button"
            className="navbar-section__toggle"
            aria-label={NAVBAR_MESSAGES.sectionMenuToggle(section.label)}
            aria-expanded={open}
            aria-controls={panelId}
            onClick={onToggleClick}
            onKeyDown={onKeyDown}
          >
            <ChevronDownIcon />
          </button>
        </div>
      ) : (
        <button
          id={toggleId}
          type="button"
          className="navbar-section__link navbar-section__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggleClick}
          onKeyDown={onKeyDown}
        >
          {section.label}
          <ChevronDownIcon />
        </button>
      )}
      <div
        id={panelId}
        ref={panelRef}
        className="navbar-mega"
        role="region"
        aria-labelledby={NAVBAR_IDS.megaHeading(section.id)}
        hidden={!open}
      >
        {/* Hidden until opened: hydrated after the rest of the page (decision 031). */}
        <HydrateLater>
          <div className="navbar-mega__inner">
            <MegaMenuContent section={section} headingId={NAVBAR_IDS.megaHeading(section.id)} />
          </div>
        </HydrateLater>
      </div>
    </li>
  );
}
