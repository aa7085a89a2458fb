import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CSRF_COOKIE_NAME } from '../../../../../domain/http';
import { mockFetch } from '../../../../test/mock-fetch';
import {
  CATEGORIES,
  productFixture,
  renderProductPages,
  requestsTo,
} from '../test-support/render-admin-products';

const A = '/uploads/products/7/aaaaaaaaaaaaaaaaaaaaaaaa-1280.webp';
const B = '/uploads/products/7/bbbbbbbbbbbbbbbbbbbbbbbb-1280.webp';
const C = '/uploads/products/7/cccccccccccccccccccccccc-900.webp';

/** A stand-in for XMLHttpRequest: the test decides when bytes go out and what comes back. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: {
    onprogress:
      ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    onload: (() => void) | null;
  } = { onprogress: null, onload: null };
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

function png(name: string): File {
  return new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });
}

function itemsOfList(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Immagini del prodotto' })).getAllByRole(
    'listitem',
  );
}

function srcOf(item: HTMLElement): string | null {
  return item.querySelector('img')?.getAttribute('src') ?? null;
}

function renderEditor(images: string[]) {
  const fetchMock = mockFetch({
    'GET /api/categories': { body: { items: CATEGORIES } },
    'GET /api/admin/products/7': {
      body: { product: productFixture({ images, image: images[0] ?? null }) },
    },
    'GET /api/admin/products': {
      body: { products: [], page: 1, pageSize: 25, total: 0, totalExact: true, hasNextPage: false },
    },
    'PUT /api/admin/products/7/images/order': async (request) => ({
      body: { images: (await request.json()).images },
    }),
    'DELETE /api/admin/products/7/images': (request) => ({
      body: {
        images: images.filter((url) => url !== new URL(request.url).searchParams.get('url')),
      },
    }),
  });
  renderProductPages('/admin/products/7');
  return fetchMock;
}

describe('the product images section', () => {
  beforeEach(() => {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    document.cookie = `${CSRF_COOKIE_NAME}=token-123; path=/`;
  });

  it('uploads several files at once with a progress bar, then says how many were added', async () => {
    renderEditor([A]);
    const picker = await screen.findByLabelText('Scegli le immagini');
    expect((picker as HTMLInputElement).multiple).toBe(true);
    await userEvent.upload(picker, [png('fronte.png'), png('retro.png')]);

    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0] as FakeXhr;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/admin/products/7/images');
    expect(request.headers['x-csrf-token']).toBe('token-123');
    expect(request.body?.getAll('images').map((file) => (file as File).name)).toEqual([
      'fronte.png',
      'retro.png',
    ]);

    act(() => request.upload.onprogress?.({ lengthComputable: true, loaded: 42, total: 100 }));
    const bar = screen.getByRole('progressbar', { name: 'Caricamento delle immagini' });
    expect(bar.getAttribute('value')).toBe('42');
    expect(screen.getByText('Caricamento: 42%')).toBeTruthy();
    act(() => request.upload.onload?.());
    expect(screen.getByText('Elaborazione delle immagini…')).toBeTruthy();

    act(() => request.respond(200, { images: [A, B, C], added: 2 }));
    expect(await screen.findByText('2 immagini caricate correttamente')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(itemsOfList().map(srcOf)).toEqual([A, B, C]));
  });

  it('takes files dropped on the drop zone, and says "1 immagine" for one', async () => {
    renderEditor([]);
    expect(
      await screen.findByText('Nessuna immagine: il negozio mostra un segnaposto.'),
    ).toBeTruthy();
    const zone = screen.getByText('Oppure trascina qui i file');
    fireEvent.drop(zone, { dataTransfer: { files: [png('unica.png')], types: ['Files'] } });
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() => (FakeXhr.sent[0] as FakeXhr).respond(200, { images: [A], added: 1 }));
    expect(await screen.findByText('1 immagine caricata correttamente')).toBeTruthy();
  });

  it('shows a refused upload as "Errore: {message}"', async () => {
    renderEditor([A]);
    await userEvent.upload(await screen.findByLabelText('Scegli le immagini'), [png('finta.png')]);
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      (FakeXhr.sent[0] as FakeXhr).respond(400, {
        error: {
          code: 'invalid-argument',
          message: '"finta.png" non è un’immagine JPEG, PNG, WebP o AVIF.',
        },
      }),
    );
    expect(
      await screen.findByText('Errore: "finta.png" non è un’immagine JPEG, PNG, WebP o AVIF.'),
    ).toBeTruthy();
    expect(itemsOfList().map(srcOf)).toEqual([A]);
  });

  it('moves an image with the keyboard, keeping the focus on it', async () => {
    const fetchMock = renderEditor([A, B, C]);
    const down = await screen.findByRole('button', { name: 'Sposta giù l’immagine 1 di 3' });
    expect(
      (screen.getByRole('button', { name: 'Sposta su l’immagine 1 di 3' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    down.focus();
    await userEvent.keyboard('{Enter}');

    await waitFor(() => expect(itemsOfList().map(srcOf)).toEqual([B, A, C]));
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/products/7/images/order')[0]?.body).toEqual({
      images: [B, A, C],
    });
    expect(await screen.findByText('Immagine spostata in posizione 2 di 3.')).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Sposta giù l’immagine 2 di 3',
      ),
    );

    // Moved to the end, its "Sposta giù" turns off: the focus goes to its "Sposta su".
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(itemsOfList().map(srcOf)).toEqual([B, C, A]));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe(
        'Sposta su l’immagine 3 di 3',
      ),
    );
  });

  it('moves an image by dragging it onto another', async () => {
    const fetchMock = renderEditor([A, B, C]);
    await screen.findByRole('list', { name: 'Immagini del prodotto' });
    const [first, , third] = itemsOfList() as [HTMLElement, HTMLElement, HTMLElement];
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', files: [], types: ['text/plain'] };
    fireEvent.dragStart(third, { dataTransfer });
    fireEvent.dragOver(first, { dataTransfer });
    fireEvent.drop(first, { dataTransfer });

    await waitFor(() => expect(itemsOfList().map(srcOf)).toEqual([C, A, B]));
    expect(requestsTo(fetchMock, 'PUT', '/api/admin/products/7/images/order')[0]?.body).toEqual({
      images: [C, A, B],
    });
  });

  it('shows a refused reorder as "Errore: {message}" and keeps the order', async () => {
    mockFetch({
      'GET /api/categories': { body: { items: CATEGORIES } },
      'GET /api/admin/products/7': { body: { product: productFixture({ images: [A, B] }) } },
      'PUT /api/admin/products/7/images/order': {
        status: 409,
        body: {
          error: {
            code: 'already-exists',
            message:
              'Le immagini del prodotto sono cambiate nel frattempo: ricarica la pagina e riprova.',
          },
        },
      },
    });
    renderProductPages('/admin/products/7');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sposta su l’immagine 2 di 2' }),
    );
    expect(
      await screen.findByText(
        'Errore: Le immagini del prodotto sono cambiate nel frattempo: ricarica la pagina e riprova.',
      ),
    ).toBeTruthy();
    expect(itemsOfList().map(srcOf)).toEqual([A, B]);
  });

  it('removes an image with the spec’s notice', async () => {
    const fetchMock = renderEditor([A, B, C]);
    await userEvent.click(await screen.findByRole('button', { name: 'Rimuovi l’immagine 2 di 3' }));
    expect(await screen.findByText('Immagine rimossa correttamente')).toBeTruthy();
    expect(
      requestsTo(fetchMock, 'DELETE', '/api/admin/products/7/images')[0]?.search.get('url'),
    ).toBe(B);
    await waitFor(() => expect(itemsOfList().map(srcOf)).toEqual([A, C]));
  });
});
