import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_COLUMNS } from '../../../domain/navigation';
import { PAGE_TITLES } from '../../../domain/messages';
import { mockFetch } from '../../test/mock-fetch';
import { renderApp } from '../../test/render-app';

describe('site footer in the shell', () => {
  it('has the three columns with their links, newsletter, cookie button and legal lines', async () => {
    mockFetch({ 'GET /api/auth/session': { body: { user: null } } });
    renderApp('/shoppingbag');
    await screen.findByRole(
      'heading',
      { level: 1, name: PAGE_TITLES.shoppingBag },
      { timeout: 5_000 },
    );
    const footer = screen.getByRole('contentinfo');

    for (const column of FOOTER_COLUMNS) {
      const heading = within(footer).getByRole('heading', { name: column.title });
      const list = heading.nextElementSibling as HTMLElement;
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => [link.textContent, link.getAttribute('href')]),
      ).toEqual(column.links.map((link) => [link.label, link.path]));
    }
    expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual([
      'Chi Siamo',
      'Supporto',
      'Legale',
    ]);

    // The newsletter box loads after the start-up chunk.
    expect(await within(footer).findByLabelText('Indirizzo di posta elettronica')).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Iscriviti' })).toBeTruthy();
    expect(within(footer).getByRole('button', { name: 'Preferenze cookie' })).toBeTruthy();
    const year = new Date().getFullYear();
    expect(within(footer).getByText(`© ${year} Vetrina`).parentElement?.textContent).toBe(
      `© ${year} Vetrina. Tutti i diritti riservati.`,
    );
    expect(within(footer).getByText('Prezzi IVA inclusa')).toBeTruthy();

    // The shell also mounts the cookie banner (first visit) and the notification live regions.
    expect(screen.getByRole('region', { name: 'Consenso ai cookie' })).toBeTruthy();
    expect(document.querySelectorAll('[aria-live]').length).toBeGreaterThanOrEqual(2);
  });
});
