import type { ReactNode } from 'react';
import { NAVBAR_MESSAGES } from '../../../../domain/layout/layout.messages';
import { formatBadgeCount } from './format-badge-count';
import { isPanelOpen, NAVBAR_IDS, useUiPanelsStore, type NavPanel } from './ui-panels.store';

type IconPanel = Exclude<NavPanel, 'menu'>;

/**
 * An icon button of the bar and the panel it discloses (WAI-ARIA disclosure pattern: a real
 * button with aria-expanded/aria-controls; the panel follows it in the DOM, so Tab moves from
 * the button into the panel). Panels stay mounted and are `hidden` when closed.
 */
export function NavbarPanelItem({
  panel,
  label,
  icon,
  badgeCount,
  onOpen,
  className,
  children,
}: {
  panel: IconPanel;
  /** The button's accessible name (the button shows only the icon). */
  label: string;
  icon: ReactNode;
  /** A count shown on the icon (e.g. cart lines); nothing when absent or 0. */
  badgeCount?: number;
  /** Runs when the panel is about to open (not when it closes). */
  onOpen?: () => void;
  className?: string;
  children: ReactNode;
}) {
  const open = useUiPanelsStore((state) => isPanelOpen(state, panel));
  const togglePanel = useUiPanelsStore((state) => state.togglePanel);
  const triggerId = NAVBAR_IDS.panelTrigger(panel);
  const panelId = NAVBAR_IDS.panel(panel);
  const badge = formatBadgeCount(badgeCount);

  return (
    <li className={`navbar-action${className ? ` ${className}` : ''}`}>
      <button
        id={triggerId}
        type="button"
        className="navbar-icon-button"
        aria-label={badge ? `${label}, ${NAVBAR_MESSAGES.badgeCount(badgeCount ?? 0)}` : label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) onOpen?.();
          togglePanel(panel, triggerId);
        }}
      >
        {icon}
        {badge ? (
          <span className="navbar-badge" aria-hidden="true">
            {badge}
          </span>
        ) : null}
      </button>
      <section
        id={panelId}
        className={`navbar-panel navbar-panel--${panel}`}
        aria-labelledby={NAVBAR_IDS.panelHeading(panel)}
        hidden={!open}
      >
        {children}
      </section>
    </li>
  );
}
