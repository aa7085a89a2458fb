import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SEARCH_QUICK_LINKS } from '../../../../domain/navigation';
import { renderNavbar } from './render-navbar.test-utils';

async function openSearchPanel() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Cerca' }));
  const region = screen.getByRole('region', { name: 'Ricerca' });
  // The field is a combobox (ARIA 1.2) since it drives the live results.
  return { user, region, input: within(region).getByRole('combobox') as HTMLInputElement };
}

describe('search panel', () => {
  it('has a labelled field of at most 60 characters, focused on opening, and the quick links', async () => {
    renderNavbar('/');
    const { region, input } = await openSearchPanel();
    expect(input).toBe(within(region).getByLabelText('Cerca nel sito'));
    expect(input.placeholder).toBe('Cerca nel sito di Vetrina');
    expect(input.maxLength).toBe(60);
    expect(document.activeElement).toBe(input);
    const quickLinks = within(region).getByRole('list', { name: 'Link rapidi' });
    expect(
      within(quickLinks)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(SEARCH_QUICK_LINKS.map((link) => [link.label, link.path]));
  });

  it('goes to /search?q= on Enter and closes', async () => {
    const app = renderNavbar('/products');
    const { user } = await openSearchPanel();
    await user.keyboard('  iPhone 16 & co{Enter}');
    expect(app.currentUrl()).toBe('/search?q=iPhone%2016%20%26%20co');
    expect(screen.queryByRole('region', { name: 'Ricerca' })).toBeNull();
  });

  it('does nothing on Enter with a blank field', async () => {
    const app = renderNavbar('/products');
    const { user, input } = await openSearchPanel();
    await user.keyboard('{Enter}');
    await user.type(input, '   {Enter}');
    expect(app.currentUrl()).toBe('/products');
    expect(screen.getByRole('region', { name: 'Ricerca' })).toBeTruthy();
  });
});
