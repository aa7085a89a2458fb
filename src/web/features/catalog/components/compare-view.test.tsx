import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import {
  detailOf,
  listRequests,
  mockCatalogApi,
  sampleProducts,
} from '../test-support/catalog-api';

vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 15_000 });
const SLOW = { timeout: 15_000 };

function compareApi() {
  const products = sampleProducts(6);
  const [first, second, third] = products;
  const details = products.map((product) => detailOf(product));
  // Different spec labels, so the rows are the union with gaps.
  if (first) details[0] = detailOf(first, { specs: [{ label: 'Display', value: '6,1"' }] });
  if (second) details[1] = detailOf(second, { specs: [{ label: 'Memoria', value: '16 GB' }] });
  if (third) details[2] = detailOf(third, { specs: [] });
  return mockCatalogApi({ products, details });
}

async function openCompare(url: string) {
  const app = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Confronta i modelli' }, SLOW);
  return app;
}

describe('compare page', () => {
  it('shows the chosen products side by side with every spec label', async () => {
    const { requests } = compareApi();
    await openCompare('/products/compare?ids=2,1');
    const table = await screen.findByRole('table', { name: 'Confronto tra i prodotti scelti' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((column) => column.textContent)).toEqual([
      'Mac modello 2',
      'iPhone modello 1',
    ]);
    expect(listRequests(requests).some((q) => q.get('ids') === '2,1')).toBe(true);

    await within(table).findByRole('rowheader', { name: 'Memoria' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        [...row.children].map((cell) => cell.textContent?.replace(/\s+/g, ' ')).join(' | '),
      );
    expect(rows).toEqual([
      'Prezzo | 200,00 € | 100,00 €',
      expect.stringMatching(/^Valutazione \| .+ \| .+$/),
      'Disponibilità | Disponibile | Disponibile',
      // "—" is shown, "Non indicato" is what a screen reader says.
      'Memoria | 16 GB | —Non indicato',
      'Display | —Non indicato | 6,1"',
    ]);
  });

  it('keeps the selection in the URL, one select per slot', async () => {
    const user = userEvent.setup();
    compareApi();
    const app = await openCompare('/products/compare');
    expect(screen.getByText(/Nessun prodotto scelto/)).toBeTruthy();
    const slots = [1, 2, 3, 4].map((n) => screen.getByLabelText(`Prodotto ${n}`));
    await waitFor(() => expect((slots[0] as HTMLSelectElement).disabled).toBe(false));

    const option = within(slots[0] as HTMLElement).getByRole('option', { name: 'Mac modello 2' });
    expect(option.closest('optgroup')?.getAttribute('label')).toBe('Mac');
    await user.selectOptions(slots[0] as HTMLElement, 'Mac modello 2');
    await waitFor(() => expect(app.currentUrl()).toBe('/products/compare?ids=2'));
    await waitFor(() => expect((slots[0] as HTMLSelectElement).value).toBe('2'));
    await user.selectOptions(slots[1] as HTMLElement, 'Watch modello 4');
    await waitFor(() => expect(app.currentUrl()).toBe('/products/compare?ids=2%2C4'));
    expect(await screen.findByRole('columnheader', { name: 'Watch modello 4' })).toBeTruthy();

    // A product chosen in one slot cannot be chosen again in another.
    expect(
      (
        within(slots[2] as HTMLElement).getByRole('option', {
          name: 'Mac modello 2',
        }) as HTMLOptionElement
      ).disabled,
    ).toBe(true);

    await user.selectOptions(slots[0] as HTMLElement, '— Scegli un prodotto —');
    await waitFor(() => expect(app.currentUrl()).toBe('/products/compare?ids=4'));
  });

  it('ignores ids that are not products or not numbers', async () => {
    compareApi();
    await openCompare('/products/compare?ids=abc,3,999,3');
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['iPad modello 3']);
  });
});
