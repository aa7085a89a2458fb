import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CART_PANEL_MESSAGES } from '../../../../domain/layout/layout.messages';
import { NAV_SECTIONS } from '../../../../domain/navigation';
import { MEGA_HOVER_CLOSE_DELAY_MS, MEGA_HOVER_OPEN_DELAY_MS } from './navbar-section';
import { emulateDevice, mainNavigation, renderNavbar } from './render-navbar.test-utils';
import { useUiPanelsStore } from './ui-panels.store';

function button(name: string) {
  return screen.getByRole('button', { name });
}

function isExpanded(element: HTMLElement) {
  return element.getAttribute('aria-expanded') === 'true';
}

describe('navigation bar', () => {
  it('links the logo home and every section to its page', () => {
    renderNavbar('/');
    expect(screen.getByRole('link', { name: 'Vetrina' }).getAttribute('href')).toBe('/');
    const nav = mainNavigation();
    for (const section of NAV_SECTIONS) {
      const link = within(nav).getByRole('link', { name: section.label });
      expect(link.getAttribute('href')).toBe(section.path);
    }
  });

  it('shows every link of NAV_SECTIONS in the mega menus, in up to 3 columns', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    for (const section of NAV_SECTIONS) {
      const toggle = button(`Menu ${section.label}`);
      await user.click(toggle);
      expect(isExpanded(toggle)).toBe(true);
      const region = screen.getByRole('region', { name: section.label });
      expect(toggle.getAttribute('aria-controls')).toBe(region.id);
      expect(within(region).getAllByRole('heading', { level: 3 })).toHaveLength(
        section.columns.length,
      );
      const hrefs = within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'));
      const expected = section.columns.flatMap((column) => column.links.map((link) => link.path));
      expect(hrefs).toEqual([section.path, ...expected]);
      expect(
        within(region)
          .getByRole('link', { name: `Vai a ${section.label}` })
          .getAttribute('href'),
      ).toBe(section.path);
    }
  });

  it('keeps only one panel open at a time', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(button('Account'));
    expect(screen.getByRole('region', { name: 'Account' })).toBeTruthy();

    await user.click(button('Cerca'));
    expect(isExpanded(button('Account'))).toBe(false);
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Ricerca' })).toBeTruthy();

    await user.click(button('Menu Prodotti'));
    expect(screen.queryByRole('region', { name: 'Ricerca' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Prodotti' })).toBeTruthy();

    await user.click(button('Shopping Bag'));
    expect(screen.queryByRole('region', { name: 'Prodotti' })).toBeNull();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Shopping Bag' })).toBeTruthy();

    // The same trigger closes its own panel.
    await user.click(button('Shopping Bag'));
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('closes on Escape and gives focus back to the trigger that opened the panel', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const trigger = button('Account');
    await user.click(trigger);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Accedi');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Account' })).toBeNull();
    expect(isExpanded(trigger)).toBe(false);
    expect(document.activeElement).toBe(trigger);
  });

  it('closes when clicking outside the bar, but not inside a panel', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(button('Shopping Bag'));
    const region = screen.getByRole('region', { name: 'Shopping Bag' });
    await user.click(within(region).getByText(CART_PANEL_MESSAGES.emptyText));
    expect(screen.getByRole('region', { name: 'Shopping Bag' })).toBeTruthy();
    await user.click(button('Fuori dalla barra'));
    expect(screen.queryByRole('region', { name: 'Shopping Bag' })).toBeNull();
  });

  it('closes everything on a route change', async () => {
    const user = userEvent.setup();
    const app = renderNavbar('/');
    await user.click(button('Shopping Bag'));
    const region = screen.getByRole('region', { name: 'Shopping Bag' });
    await user.click(within(region).getByRole('link', { name: 'Inizia lo shopping' }));
    expect(app.currentUrl()).toBe('/products');
    await waitFor(() => expect(screen.queryAllByRole('region')).toHaveLength(0));
  });

  it('shows the cart empty state with family links and the Shopping Bag link', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(button('Shopping Bag'));
    const region = screen.getByRole('region', { name: 'Shopping Bag' });
    expect(within(region).getByRole('heading', { name: 'Shopping Bag' })).toBeTruthy();
    const families = within(region).getByRole('list', { name: CART_PANEL_MESSAGES.familiesTitle });
    expect(
      within(families)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/products/iphone', '/products/ipad', '/products/mac', '/products/watch']);
    expect(
      within(region).getByRole('link', { name: 'Vai alla Shopping Bag' }).getAttribute('href'),
    ).toBe('/shoppingbag');
  });

  it('uses the dark variant on admin pages only', () => {
    const { unmount } = renderNavbar('/admin');
    expect(screen.getByRole('banner').classList.contains('navbar--admin')).toBe(true);
    unmount();
    renderNavbar('/administrator');
    expect(screen.getByRole('banner').classList.contains('navbar--admin')).toBe(false);
  });
});

describe('mega menu with a mouse', () => {
  it('opens on hover, stays while the pointer moves into it, and closes after leaving', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const item = within(mainNavigation()).getByRole('link', { name: 'Prodotti' }).closest('li');
    if (!item) throw new Error('section item missing');
    await user.hover(item);
    const region = await screen.findByRole('region', { name: 'Prodotti' });
    await user.hover(within(region).getByRole('link', { name: 'iPhone' }));
    expect(screen.getByRole('region', { name: 'Prodotti' })).toBeTruthy();
    await user.unhover(item);
    await user.hover(button('Fuori dalla barra'));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Prodotti' })).toBeNull());
  });

  it('navigates to the section page on click', async () => {
    const user = userEvent.setup();
    const app = renderNavbar('/');
    await user.click(within(mainNavigation()).getByRole('link', { name: 'Servizi' }));
    expect(app.currentUrl()).toBe('/services');
  });

  it('keeps a menu pinned by its toggle open when the pointer leaves', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const item = within(mainNavigation()).getByRole('link', { name: 'Offerte' }).closest('li');
    if (!item) throw new Error('section item missing');
    await user.hover(item);
    await screen.findByRole('region', { name: 'Offerte' });
    // Clicking the toggle of a menu the pointer opened pins it instead of closing it.
    await user.click(button('Menu Offerte'));
    expect(useUiPanelsStore.getState().megaOpenedBy).toBe('click');
    await user.unhover(item);
    await new Promise((resolve) => setTimeout(resolve, MEGA_HOVER_CLOSE_DELAY_MS + 100));
    expect(screen.getByRole('region', { name: 'Offerte' })).toBeTruthy();
  });

  it('opens from the keyboard with ArrowDown, focusing the first link; Escape goes back', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const link = within(mainNavigation()).getByRole('link', { name: 'Novità' });
    act(() => link.focus());
    await user.keyboard('{ArrowDown}');
    const region = screen.getByRole('region', { name: 'Novità' });
    await waitFor(() =>
      expect(document.activeElement).toBe(within(region).getAllByRole('link')[0]),
    );
    await user.tab();
    expect(region.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Novità' })).toBeNull();
    expect(document.activeElement).toBe(link);
  });

  it('toggles with Enter and Space on the disclosure button', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    const toggle = button('Menu Prodotti');
    act(() => toggle.focus());
    await user.keyboard('{Enter}');
    expect(isExpanded(toggle)).toBe(true);
    await user.keyboard(' ');
    expect(isExpanded(toggle)).toBe(false);
  });

  it('closes when focus leaves the bar', async () => {
    const user = userEvent.setup();
    renderNavbar('/');
    await user.click(button('Menu Prodotti'));
    act(() => button('Fuori dalla barra').focus());
    expect(screen.queryByRole('region', { name: 'Prodotti' })).toBeNull();
  });
});

describe('mega menu on a touch screen', () => {
  it('toggles on click instead of navigating, and links to the section page', async () => {
    emulateDevice({ touch: true });
    const user = userEvent.setup();
    const app = renderNavbar('/');
    const nav = mainNavigation();
    expect(within(nav).queryByRole('link', { name: 'Prodotti' })).toBeNull();
    const sectionButton = within(nav).getByRole('button', { name: 'Prodotti' });
    await user.click(sectionButton);
    expect(app.currentUrl()).toBe('/');
    expect(isExpanded(sectionButton)).toBe(true);
    const region = screen.getByRole('region', { name: 'Prodotti' });
    expect(within(region).getByRole('link', { name: 'Vai a Prodotti' }).getAttribute('href')).toBe(
      '/products',
    );
    await user.click(sectionButton);
    expect(isExpanded(sectionButton)).toBe(false);
  });

  it('ignores pointer hover from a finger', async () => {
    renderNavbar('/');
    const item = within(mainNavigation()).getByRole('link', { name: 'Prodotti' }).closest('li');
    if (!item) throw new Error('section item missing');
    fireEvent.pointerEnter(item, { pointerType: 'touch' });
    await new Promise((resolve) => setTimeout(resolve, MEGA_HOVER_OPEN_DELAY_MS + 50));
    expect(useUiPanelsStore.getState().megaSection).toBeNull();
  });
});
