import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarColourOf } from '../../../../domain/account/avatar-colour';
import { ADMIN, CUSTOMER } from '../../../test/fixtures';
import { initialsOf } from './account-panel';
import { formatBadgeCount } from './format-badge-count';
import { renderNavbar } from './render-navbar.test-utils';

const GUEST_TEXT = 'Accedi per vedere i tuoi ordini, gestire resi e creare la tua Wishlist.';

async function openAccountPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Account' }));
  return { user, region: screen.getByRole('region', { name: /account/i }) };
}

describe('account panel for a guest', () => {
  it('invites to log in or register, coming back to the current page', async () => {
    renderNavbar('/products?pagina=2');
    await screen.findByRole('button', { name: 'Account' });
    const { region } = await openAccountPanel();
    await within(region).findByText(GUEST_TEXT);
    expect(within(region).getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe(
      '/login?redirect=%2Fproducts%3Fpagina%3D2',
    );
    expect(within(region).getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe(
      '/register?redirect=%2Fproducts%3Fpagina%3D2',
    );
  });

  it('saves the current page as redirectAfterLogin on opening and on clicking Accedi', async () => {
    const app = renderNavbar('/shoppingbag?x=1');
    await waitFor(() => expect(app.queryClient.getQueryData(['auth', 'session'])).toBeTruthy());
    const { user, region } = await openAccountPanel();
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/shoppingbag?x=1');
    window.localStorage.clear();
    await user.click(within(region).getByRole('link', { name: 'Accedi' }));
    expect(window.localStorage.getItem('redirectAfterLogin')).toBe('/shoppingbag?x=1');
    expect(app.currentUrl()).toBe('/login?redirect=%2Fshoppingbag%3Fx%3D1');
  });

  it('keeps the redirect already there on the login page instead of nesting it', async () => {
    renderNavbar('/login?redirect=%2Forders');
    const { region } = await openAccountPanel();
    await within(region).findByText(GUEST_TEXT);
    expect(within(region).getByRole('link', { name: 'Registrati' }).getAttribute('href')).toBe(
      '/register?redirect=%2Forders',
    );
    expect(window.localStorage.getItem('redirectAfterLogin')).toBeNull();
  });
});

describe('account panel for a logged-in user', () => {
  it('shows the title, name, initials and the account links without Admin Tool', async () => {
    renderNavbar('/', { user: CUSTOMER });
    const { region } = await openAccountPanel();
    await within(region).findByRole('heading', { name: 'Il tuo account' });
    expect(within(region).getByText('Mario Rossi')).toBeTruthy();
    expect(within(region).getByText('MR')).toBeTruthy();
    const links = within(region)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Il tuo profilo', '/profile'],
      ['I tuoi ordini', '/orders'],
      ['Lista desideri', '/wishlist'],
      ['Impostazioni', '/settings'],
    ]);
    expect(within(region).queryByRole('link', { name: 'Admin Tool' })).toBeNull();
  });

  it('shows Admin Tool to an admin, and the avatar picture when there is one', async () => {
    renderNavbar('/', { user: { ...ADMIN, avatarUrl: '/uploads/anna.png' } });
    const { region } = await openAccountPanel();
    const adminLink = await within(region).findByRole('link', { name: 'Admin Tool' });
    expect(adminLink.getAttribute('href')).toBe('/admin');
    const avatar = region.querySelector('img');
    expect(avatar?.getAttribute('src')).toBe('/uploads/anna.png');
    expect(avatar?.hasAttribute('srcset')).toBe(false);
    expect(avatar?.getAttribute('alt')).toBe('');
  });

  it('puts the initials on the user’s own colour', async () => {
    renderNavbar('/', { user: CUSTOMER });
    const { region } = await openAccountPanel();
    const initials = await within(region).findByText('MR');
    const expected = document.createElement('span');
    expected.style.background = avatarColourOf(CUSTOMER.id);
    expect(initials.style.background).toBe(expected.style.background);
    expect(initials.style.background).not.toBe('');
  });

  it('offers an uploaded avatar’s 64 and 128 px files for its 48 px circle', async () => {
    const base = '/uploads/avatars/u-1/k3f9';
    renderNavbar('/', { user: { ...CUSTOMER, avatarUrl: `${base}-256.webp` } });
    const { region } = await openAccountPanel();
    await within(region).findByText('Mario Rossi');
    const avatar = region.querySelector('img');
    expect(avatar?.getAttribute('src')).toBe(`${base}-64.webp`);
    expect(avatar?.getAttribute('srcset')).toBe(`${base}-64.webp 64w, ${base}-128.webp 128w`);
    expect(avatar?.getAttribute('sizes')).toBe('48px');
  });

  it('shows the wishlist count capped at 9+', async () => {
    renderNavbar('/', { user: CUSTOMER, wishlistCount: 12 });
    const { region } = await openAccountPanel();
    const link = await within(region).findByRole('link', { name: 'Lista desideri, 12 articoli' });
    expect(within(link).getByText('9+')).toBeTruthy();
  });

  it('logs out with Esci and closes the panel', async () => {
    const app = renderNavbar('/', { user: CUSTOMER });
    const { user, region } = await openAccountPanel();
    await user.click(await within(region).findByRole('button', { name: 'Esci' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /account/i })).toBeNull());
    const logoutCalls = app.fetchMock.mock.calls.filter(
      ([url]) => String(url) === '/api/auth/logout',
    );
    expect(logoutCalls).toHaveLength(1);
  });
});

describe('helpers', () => {
  it('formats count badges capped at 9+', () => {
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(3)).toBe('3');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
  });

  it('takes initials from the names, else the display name, else the email', () => {
    expect(initialsOf(CUSTOMER)).toBe('MR');
    expect(
      initialsOf({ firstName: null, lastName: null, displayName: 'anna bianchi', email: 'a@b.it' }),
    ).toBe('AB');
    expect(
      initialsOf({ firstName: null, lastName: null, displayName: ' ', email: 'zeta@b.it' }),
    ).toBe('Z');
  });
});
