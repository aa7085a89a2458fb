import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../../test/mock-fetch';
import {
  CATEGORIES,
  productFixture,
  renderProductPages,
  requestsTo,
} from '../test-support/render-admin-products';

function input(name: string) {
  return screen.getByLabelText(name) as HTMLInputElement;
}

/** The text of the error the field points to with aria-describedby, if any. */
function errorOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}

describe('the product form', () => {
  it('adds a product: euro amounts in cents, specs and tags, then the spec’s message', async () => {
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products': {
        body: {
          products: [],
          page: 1,
          pageSize: 25,
          total: 0,
          totalExact: true,
          hasNextPage: false,
        },
      },
      'POST /api/admin/products': async (request) => ({
        status: 201,
        body: { product: productFixture({ id: 99, name: (await request.json()).name }) },
      }),
    });
    const app = renderProductPages('/admin/products/new');
    await screen.findByRole('form', { name: 'Dati del prodotto' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Mac' })).toBeTruthy());

    await userEvent.type(input('Nome'), 'MacBook Pro 14');
    await userEvent.type(input('Prezzo (€, IVA inclusa)'), '1.299,00');
    await userEvent.type(input('Prezzo di listino (€, facoltativo)'), '1499');
    await userEvent.clear(input('Disponibilità (unità)'));
    await userEvent.type(input('Disponibilità (unità)'), '8');
    await userEvent.selectOptions(screen.getByLabelText('Categoria'), 'Mac');
    await userEvent.type(input('Descrizione'), 'Potente.');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi caratteristica' }));
    await userEvent.type(input('Caratteristica 1: nome'), 'Chip');
    await userEvent.type(input('Caratteristica 1: valore'), 'M4');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi caratteristica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi caratteristica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Rimuovi caratteristica 3' }));
    await userEvent.type(input('Tag (separati da virgola)'), 'Pro, USB-C,, pro');
    await userEvent.click(screen.getByRole('checkbox', { name: 'In evidenza' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi prodotto' }));

    expect(
      await screen.findByText('Prodotto "MacBook Pro 14" aggiunto con successo!'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products')[0]?.body).toEqual({
      name: 'MacBook Pro 14',
      priceCents: 129900,
      compareAtPriceCents: 149900,
      stock: 8,
      description: 'Potente.',
      specs: [{ label: 'Chip', value: 'M4' }],
      tags: ['pro', 'usb-c'],
      categoryId: 2,
      isVisible: true,
      isFeatured: true,
    });
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/products'));
  });

  it('says beside a price it cannot read, without asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/categories': { body: { items: CATEGORIES } } });
    renderProductPages('/admin/products/new');
    await screen.findByRole('form', { name: 'Dati del prodotto' });
    await userEvent.type(input('Nome'), 'Cavo');
    await userEvent.type(input('Prezzo (€, IVA inclusa)'), '12,345');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi prodotto' }));
    expect(errorOf(input('Prezzo (€, IVA inclusa)'))).toBe(
      'Prezzo non valido: scrivi un importo in euro, per esempio 1.299,00.',
    );
    expect(requestsTo(fetchMock, 'POST', '/api/admin/products')).toHaveLength(0);
    expect(input('Nome').value).toBe('Cavo');
  });

  it('shows the server’s Italian errors beside their fields and keeps everything typed', async () => {
    mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'POST /api/admin/products': {
        status: 400,
        body: {
          error: {
            code: 'invalid-argument',
            message: 'Dati non validi. Controlla i campi evidenziati.',
            fields: {
              compareAtPriceCents: 'Il prezzo di listino deve essere maggiore del prezzo.',
              'specs.0.value': 'Inserisci il valore della caratteristica.',
              'tags.1': 'Ogni tag può avere al massimo 40 caratteri.',
            },
          },
        },
      },
    });
    renderProductPages('/admin/products/new');
    await screen.findByRole('form', { name: 'Dati del prodotto' });
    await userEvent.type(input('Nome'), 'Cavo lungo');
    await userEvent.type(input('Prezzo (€, IVA inclusa)'), '20');
    await userEvent.type(input('Prezzo di listino (€, facoltativo)'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi caratteristica' }));
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi caratteristica' }));
    await userEvent.type(input('Caratteristica 2: nome'), 'Lunghezza');
    await userEvent.type(input('Tag (separati da virgola)'), 'cavo, x');
    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi prodotto' }));

    expect(
      await screen.findByText('Errore: Dati non validi. Controlla i campi evidenziati.'),
    ).toBeTruthy();
    expect(errorOf(input('Prezzo di listino (€, facoltativo)'))).toBe(
      'Il prezzo di listino deve essere maggiore del prezzo.',
    );
    // The empty first row was not sent: the server's row 0 is the form's row 2.
    expect(errorOf(input('Caratteristica 2: valore'))).toBe(
      'Inserisci il valore della caratteristica.',
    );
    expect(errorOf(input('Caratteristica 1: valore'))).toBeNull();
    expect(errorOf(input('Tag (separati da virgola)'))).toBe(
      'Ogni tag può avere al massimo 40 caratteri.',
    );
    expect(errorOf(input('Nome'))).toBeNull();
    expect(input('Nome').value).toBe('Cavo lungo');
    expect(input('Prezzo (€, IVA inclusa)').value).toBe('20');
    expect(input('Caratteristica 2: nome').value).toBe('Lunghezza');
    expect(input('Tag (separati da virgola)').value).toBe('cavo, x');
  });

  it('edits a product: the stored values in the fields, the slug moved only when asked', async () => {
    const product = productFixture();
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products/7': { body: { product } },
      'PATCH /api/admin/products/7': async (request) => {
        const body = await request.json();
        return {
          body: {
            product: {
              ...product,
              name: body.name,
              slug: 'iphone-16-pro-max',
              updatedAt: '2026-11-21T09:00:00.000Z',
            },
          },
        };
      },
    });
    renderProductPages('/admin/products/7');
    await screen.findByRole('form', { name: 'Dati del prodotto' });
    expect(input('Nome').value).toBe('iPhone 16 Pro');
    expect(input('Prezzo (€, IVA inclusa)').value).toBe('1.239,00');
    expect(input('Prezzo di listino (€, facoltativo)').value).toBe('');
    expect(input('Disponibilità (unità)').value).toBe('12');
    expect(input('Tag (separati da virgola)').value).toBe('5g, pro');
    expect(input('Caratteristica 1: valore').value).toBe('6,3"');
    expect(screen.getByText('/products/iphone-16-pro')).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /Aggiorna anche l’indirizzo/ })).toBeNull();

    await userEvent.type(input('Nome'), ' Max');
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Aggiorna anche l’indirizzo dal nuovo nome' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(
      await screen.findByText('Prodotto "iPhone 16 Pro Max" modificato con successo!'),
    ).toBeTruthy();
    expect(requestsTo(fetchMock, 'PATCH', '/api/admin/products/7')[0]?.body).toMatchObject({
      name: 'iPhone 16 Pro Max',
      priceCents: 123900,
      compareAtPriceCents: null,
      stock: 12,
      tags: ['5g', 'pro'],
      categoryId: 1,
      regenerateSlug: true,
    });
  });

  it('deletes a product after a confirmation, then goes back to the list', async () => {
    const product = productFixture();
    const fetchMock = mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products/7': { body: { product } },
      'GET /api/admin/products': {
        body: {
          products: [],
          page: 1,
          pageSize: 25,
          total: 0,
          totalExact: true,
          hasNextPage: false,
        },
      },
      'DELETE /api/admin/products/7': { body: { product } },
    });
    const app = renderProductPages('/admin/products/7');
    await screen.findByRole('form', { name: 'Dati del prodotto' });
    await userEvent.click(screen.getByRole('button', { name: 'Elimina prodotto' }));
    const confirm = screen.getByRole('group', { name: 'Elimina prodotto' });
    expect(within(confirm).getByText(/Eliminare "iPhone 16 Pro"\?/)).toBeTruthy();
    expect(requestsTo(fetchMock, 'DELETE', '/api/admin/products/7')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Sì, elimina' }));
    expect(
      await screen.findByText('Prodotto "iPhone 16 Pro" eliminato con successo!'),
    ).toBeTruthy();
    await waitFor(() => expect(app.currentUrl()).toBe('/admin/products'));
  });

  it('says why a product could not be read', async () => {
    mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products/5': {
        status: 404,
        body: {
          error: {
            code: 'not-found',
            message: 'Prodotto non trovato: forse è stato eliminato nel frattempo.',
          },
        },
      },
    });
    renderProductPages('/admin/products/5');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Errore: Prodotto non trovato: forse è stato eliminato nel frattempo.',
    );
  });
});
