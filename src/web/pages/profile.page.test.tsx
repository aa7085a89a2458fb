import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { avatarColourOf } from '../../domain/account/avatar-colour';
import {
  accountProfile,
  AVATAR_FILES,
  refusal,
} from '../features/account/test-support/account-fixtures';
import { CUSTOMER } from '../test/fixtures';
import { mockFetch } from '../test/mock-fetch';
import { renderPages } from '../test/render-pages';
import ProfilePage from './profile.page';

function renderProfile() {
  return renderPages([{ path: '/profile', Page: ProfilePage }], '/profile', CUSTOMER);
}

/** The value written beside a label of the profile's facts. */
function factOf(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('/profile', () => {
  it('shows the name, email, phone, dates and the ways on', async () => {
    mockFetch({ 'GET /api/account/profile': { body: accountProfile() } });
    renderProfile();
    expect(await screen.findByText('Mario Rossi')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Il tuo profilo' })).toBeTruthy();
    expect(factOf('Email')).toBe('mario.rossi@example.com Verificata');
    expect(factOf('Telefono')).toBe('+39 333 123 4567');
    expect(factOf('Cliente dal')).toBe('14 marzo 2025');
    // 21:40 UTC is 22:40 in Rome in November.
    expect(factOf('Ultimo accesso')).toBe('25 novembre 2026, 22:40');
    const links = within(screen.getByRole('navigation', { name: 'Il tuo account' }))
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['I tuoi ordini', '/orders'],
      ['Lista desideri', '/wishlist'],
      ['Impostazioni', '/settings'],
    ]);
    expect(screen.getByRole('link', { name: 'Modifica profilo' }).getAttribute('href')).toBe(
      '/edit-profile',
    );
  });

  it('shows the initials on the user’s own colour when there is no picture', async () => {
    mockFetch({
      'GET /api/account/profile': {
        body: accountProfile({ emailVerified: false, phoneNumber: null, lastLoginAt: null }),
      },
    });
    const { container } = renderProfile();
    const initials = await screen.findByText('MR');
    expect(initials.getAttribute('aria-hidden')).toBe('true');
    const probe = document.createElement('span');
    probe.style.background = avatarColourOf(CUSTOMER.id);
    expect(initials.style.background).toBe(probe.style.background);
    expect(container.querySelector('img')).toBeNull();
    expect(factOf('Email')).toBe('mario.rossi@example.com Non verificata');
    expect(factOf('Telefono')).toBe('Non indicato');
    expect(factOf('Ultimo accesso')).toBe('Mai');
  });

  it('shows the picture, the 256 px file with its 128 px one in the srcset', async () => {
    mockFetch({ 'GET /api/account/profile': { body: accountProfile({ avatar: AVATAR_FILES }) } });
    const { container } = renderProfile();
    await screen.findByText('Mario Rossi');
    const image = container.querySelector('img');
    expect(image?.getAttribute('src')).toBe(AVATAR_FILES[256]);
    expect(image?.getAttribute('srcset')).toBe(
      `${AVATAR_FILES[128]} 128w, ${AVATAR_FILES[256]} 256w`,
    );
    expect(image?.getAttribute('alt')).toBe('');
    expect(screen.queryByText('MR')).toBeNull();
  });

  it('says when the profile cannot be read, and tries again on request', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/account/profile': () => {
        calls += 1;
        return calls === 1
          ? refusal(503, 'unavailable', 'Il negozio è molto impegnato in questo momento.')
          : { body: accountProfile() };
      },
    });
    renderProfile();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Impossibile caricare il profilo. Riprova tra poco.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Riprova' }));
    await waitFor(() => expect(screen.getByText('Mario Rossi')).toBeTruthy());
  });
});
