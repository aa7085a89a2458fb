import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderNavbar } from './render-navbar.test-utils';

// The live results' chunk cannot be fetched (offline, or a deploy removed it).
vi.mock('../../../features/search/components/search-panel-results', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('search panel without its results chunk', () => {
  it('keeps the field, which still goes to /search?q= on Enter', async () => {
    const app = renderNavbar('/products');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Cerca' }));
    const region = screen.getByRole('region', { name: 'Ricerca' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(region).getByRole('list', { name: 'Link rapidi' })).toBeTruthy();
    await user.type(within(region).getByRole('combobox'), 'mac{Enter}');
    expect(app.currentUrl()).toBe('/search?q=mac');
  });
});
