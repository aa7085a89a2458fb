import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NAV_SECTIONS } from '../../../../domain/navigation';
import { CUSTOMER } from '../../../test/fixtures';
import { emulateDevice, renderNavbar } from './render-navbar.test-utils';

async function openDrawer() {
  const user = userEvent.setup();
  const hamburger = screen.getByRole('button', { name: 'Apri il menu' });
  await user.click(hamburger);
  const drawer = screen.getByRole('navigation', { name: 'Menu' });
  return { user, hamburger, drawer };
}

describe('mobile drawer', () => {
  it('opens from the hamburger, whose name and state follow it', async () => {
    emulateDevice({ touch: true, desktop: false });
    renderNavbar('/');
    const { user, hamburger, drawer } = await openDrawer();
    expect(hamburger.getAttribute('aria-expanded')).toBe('true');
    expect(hamburger.getAttribute('aria-controls')).toBe(drawer.id);
    expect(hamburger.getAttribute('aria-label')).toBe('Chiudi il menu');
    for (const section of NAV_SECTIONS) {
      expect(within(drawer).getByRole('button', { name: section.label })).toBeTruthy();
    }
    await user.click(hamburger);
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(hamburger.getAttribute('aria-label')).toBe('Apri il menu');
  });

  it('shows a section sub-panel with its columns and goes back with Indietro', async () => {
    renderNavbar('/');
    const { user, drawer } = await openDrawer();
    const entry = within(drawer).getByRole('button', { name: 'Offerte' });
    await user.click(entry);
    const heading = within(drawer).getByRole('heading', { level: 2, name: 'Offerte' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const deals = NAV_SECTIONS.find((section) => section.id === 'deals');
    for (const column of deals?.columns ?? []) {
      expect(within(drawer).getByRole('heading', { level: 3, name: column.title })).toBeTruthy();
      for (const link of column.links) {
        expect(within(drawer).getByRole('link', { name: link.label }).getAttribute('href')).toBe(
          link.path,
        );
      }
    }
    expect(within(drawer).getByRole('link', { name: 'Vai a Offerte' }).getAttribute('href')).toBe(
      '/deals',
    );
    await user.click(within(drawer).getByRole('button', { name: 'Indietro' }));
    const entryAgain = within(drawer).getByRole('button', { name: 'Offerte' });
    await waitFor(() => expect(document.activeElement).toBe(entryAgain));
  });

  it('has an account sub-panel', async () => {
    renderNavbar('/', { user: CUSTOMER });
    const { user, drawer } = await openDrawer();
    await user.click(await within(drawer).findByRole('button', { name: /Mario Rossi/ }));
    expect(within(drawer).getByRole('heading', { name: 'Il tuo account' })).toBeTruthy();
    expect(within(drawer).getByRole('link', { name: 'I tuoi ordini' })).toBeTruthy();
  });

  it('closes when a link is followed, and Escape returns focus to the hamburger', async () => {
    const app = renderNavbar('/');
    const { user, hamburger, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Prodotti' }));
    await user.click(within(drawer).getByRole('link', { name: 'iPhone' }));
    expect(app.currentUrl()).toBe('/products/iphone');
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull());

    await user.click(hamburger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    expect(document.activeElement).toBe(hamburger);
  });

  it('locks the page scroll while open', async () => {
    renderNavbar('/');
    const { user, hamburger } = await openDrawer();
    expect(document.documentElement.classList.contains('navbar-scroll-lock')).toBe(true);
    await user.click(hamburger);
    expect(document.documentElement.classList.contains('navbar-scroll-lock')).toBe(false);
  });
});
