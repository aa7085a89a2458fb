import { create } from 'zustand';
import type { NavSection } from '../../../../domain/navigation';

/**
 * Spec §3 UI state: which panel of the navigation bar is open. At most one of the mega menus,
 * the account, search and cart panels and the mobile drawer is open at a time (spec §2.2):
 * every action that opens one writes all the flags, so the others close by construction.
 * Client-only state, hence a Zustand store (other features may open a panel, e.g. the cart
 * panel after "add to cart").
 */

export type NavSectionId = NavSection['id'];

/** The panels behind the icon buttons, plus `menu`: the mobile drawer behind the hamburger. */
export type NavPanel = 'account' | 'search' | 'cart' | 'menu';

/** A mega menu opened by hovering closes when the pointer leaves; one opened otherwise stays. */
export type OpenedBy = 'hover' | 'click';

export interface UiPanelsState {
  megaSection: NavSectionId | null;
  megaOpenedBy: OpenedBy | null;
  accountOpen: boolean;
  searchOpen: boolean;
  cartOpen: boolean;
  menuOpen: boolean;
  /** The id of the element that opened the current panel: Escape returns focus there. */
  triggerId: string | null;
}

export interface UiPanelsActions {
  openMega(section: NavSectionId, openedBy: OpenedBy, triggerId: string | null): void;
  /** Closes the mega menu of `section` only if it is still the open one. */
  closeMega(section: NavSectionId): void;
  /** Click on a section's toggle: pins a hover-opened menu, closes a pinned one, else opens. */
  toggleMega(section: NavSectionId, triggerId: string): void;
  openPanel(panel: NavPanel, triggerId: string | null): void;
  togglePanel(panel: NavPanel, triggerId: string): void;
  closeAll(): void;
}

export const ALL_PANELS_CLOSED: UiPanelsState = {
  megaSection: null,
  megaOpenedBy: null,
  accountOpen: false,
  searchOpen: false,
  cartOpen: false,
  menuOpen: false,
  triggerId: null,
};

const PANEL_FLAG = {
  account: 'accountOpen',
  search: 'searchOpen',
  cart: 'cartOpen',
  menu: 'menuOpen',
} as const satisfies Record<NavPanel, keyof UiPanelsState>;

export function isPanelOpen(state: UiPanelsState, panel: NavPanel): boolean {
  return state[PANEL_FLAG[panel]];
}

export function isAnyPanelOpen(state: UiPanelsState): boolean {
  return (
    state.megaSection !== null ||
    state.accountOpen ||
    state.searchOpen ||
    state.cartOpen ||
    state.menuOpen
  );
}

export const useUiPanelsStore = create<UiPanelsState & UiPanelsActions>()((set, get) => ({
  ...ALL_PANELS_CLOSED,
  openMega: (section, openedBy, triggerId) =>
    set({ ...ALL_PANELS_CLOSED, megaSection: section, megaOpenedBy: openedBy, triggerId }),
  closeMega: (section) => {
    if (get().megaSection === section) set(ALL_PANELS_CLOSED);
  },
  toggleMega: (section, triggerId) => {
    const { megaSection, megaOpenedBy } = get();
    if (megaSection === section && megaOpenedBy === 'click') set(ALL_PANELS_CLOSED);
    else set({ ...ALL_PANELS_CLOSED, megaSection: section, megaOpenedBy: 'click', triggerId });
  },
  openPanel: (panel, triggerId) =>
    set({ ...ALL_PANELS_CLOSED, [PANEL_FLAG[panel]]: true, triggerId }),
  togglePanel: (panel, triggerId) => {
    if (isPanelOpen(get(), panel)) set(ALL_PANELS_CLOSED);
    else set({ ...ALL_PANELS_CLOSED, [PANEL_FLAG[panel]]: true, triggerId });
  },
  closeAll: () => {
    if (isAnyPanelOpen(get())) set(ALL_PANELS_CLOSED);
  },
}));

/** Fixed ids of the bar's triggers and panels (one navigation bar per page). */
export const NAVBAR_IDS = {
  menuTrigger: 'navbar-menu-trigger',
  drawer: 'navbar-drawer',
  panelTrigger: (panel: Exclude<NavPanel, 'menu'>) => `navbar-${panel}-trigger`,
  panel: (panel: Exclude<NavPanel, 'menu'>) => `navbar-${panel}-panel`,
  panelHeading: (panel: Exclude<NavPanel, 'menu'>) => `navbar-${panel}-heading`,
  sectionLink: (section: NavSectionId) => `navbar-section-${section}-link`,
  sectionToggle: (section: NavSectionId) => `navbar-section-${section}-toggle`,
  megaPanel: (section: NavSectionId) => `navbar-mega-${section}`,
  megaHeading: (section: NavSectionId) => `navbar-mega-${section}-heading`,
} as const;
