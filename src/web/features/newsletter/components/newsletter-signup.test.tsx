import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { preloadProofOfWork, solveProofOfWork } from '../solve-proof-of-work';
import { NewsletterSignup } from './newsletter-signup';

// The real proof of work needs Web Workers and WebCrypto; its own test covers the widget.
vi.mock('../solve-proof-of-work', () => ({
  preloadProofOfWork: vi.fn(),
  solveProofOfWork: vi.fn(),
}));

const INVALID = 'Inserisci un indirizzo email valido.';
const CHECK_INBOX =
  'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.';
const SECURITY_CHECK_FAILED = 'Verifica di sicurezza non riuscita. Ricarica la pagina e riprova.';

let solved = 0;
beforeEach(() => {
  solved = 0;
  vi.mocked(preloadProofOfWork).mockReset();
  vi.mocked(solveProofOfWork)
    .mockReset()
    .mockImplementation(async () => {
      solved += 1;
      return `proof-of-work-${solved}`;
    });
});

function renderSignup(route: MockRoute) {
  document.cookie = 'csrf_token=tok-n; path=/';
  const fetchMock = mockFetch({ 'POST /api/newsletter': route });
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <NewsletterSignup /> }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const field = screen.getByLabelText('Indirizzo di posta elettronica') as HTMLInputElement;
  const submit = screen.getByRole('button', { name: 'Iscriviti' });
  const sentBodies = () =>
    fetchMock.mock.calls
      .filter(([url]) => String(url) === '/api/newsletter')
      .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
  return { fetchMock, field, submit, sentBodies };
}

describe('NewsletterSignup', () => {
  it('has a labelled email field and the Iscriviti button, and loads no proof of work yet', () => {
    const { field } = renderSignup({ status: 202, body: { message: CHECK_INBOX } });
    expect(field.type).toBe('email');
    expect(screen.getByRole('heading', { name: 'Newsletter' })).toBeTruthy();
    expect(preloadProofOfWork).not.toHaveBeenCalled();
    expect(solveProofOfWork).not.toHaveBeenCalled();
  });

  it('starts loading the proof of work when the form is first used', async () => {
    const { field } = renderSignup({ status: 202, body: { message: CHECK_INBOX } });
    await userEvent.click(field);
    expect(preloadProofOfWork).toHaveBeenCalled();
    expect(solveProofOfWork).not.toHaveBeenCalled();
  });

  it('shows the Italian error under a bad address, keeps the value and sends nothing', async () => {
    const { fetchMock, field, submit } = renderSignup({ status: 202, body: {} });
    await userEvent.type(field, 'mario@');
    await userEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(INVALID);
    expect(field.value).toBe('mario@');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(field.getAttribute('aria-describedby')).toBe(alert.id);
    expect(fetchMock).not.toHaveBeenCalled();
    // No work for a request that cannot be sent.
    expect(solveProofOfWork).not.toHaveBeenCalled();
  });

  it('sends a good address with the solved proof of work and the CSRF header', async () => {
    const { fetchMock, field, submit, sentBodies } = renderSignup({
      status: 202,
      body: { message: CHECK_INBOX },
    });
    await userEvent.type(field, ' Giulia@Esempio.it ');
    await userEvent.click(submit);
    expect((await screen.findByRole('status')).textContent).toBe(CHECK_INBOX);
    expect(sentBodies()).toEqual([{ email: 'giulia@esempio.it', altcha: 'proof-of-work-1' }]);
    const [, init] = fetchMock.mock.calls.find(([url]) => String(url) === '/api/newsletter')!;
    expect(new Headers(init?.headers).get('x-csrf-token')).toBe('tok-n');
    // Solved inside the form, which holds the invisible widget.
    expect(vi.mocked(solveProofOfWork).mock.calls[0]![0].tagName).toBe('FORM');
    expect(field.value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the server’s refusal of an address under the field, and solves anew for the next try', async () => {
    const { field, submit, sentBodies } = renderSignup({
      status: 400,
      body: { error: { code: 'invalid-argument', message: INVALID, fields: { email: INVALID } } },
    });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(INVALID);
    expect(field.value).toBe('giulia@esempio.it');

    await userEvent.click(submit);
    await waitFor(() => expect(sentBodies()).toHaveLength(2));
    // The server accepts each solved challenge once: every request carries a new one.
    expect(sentBodies().map((body) => (body as { altcha: string }).altcha)).toEqual([
      'proof-of-work-1',
      'proof-of-work-2',
    ]);
  });

  it('asks to reload when the proof of work cannot be solved, sending nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(solveProofOfWork).mockRejectedValueOnce(new Error('no challenge'));
    const { fetchMock, field, submit } = renderSignup({ status: 202, body: {} });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_CHECK_FAILED);
    expect(field.value).toBe('giulia@esempio.it');
    expect(field.getAttribute('aria-invalid')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks to reload when the server refuses the proof of work', async () => {
    const { field, submit } = renderSignup({
      status: 403,
      body: { error: { code: 'permission-denied', message: SECURITY_CHECK_FAILED } },
    });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toBe(SECURITY_CHECK_FAILED);
    expect(field.value).toBe('giulia@esempio.it');
  });

  it('shows the busy label while the proof of work is being solved', async () => {
    let finish!: (payload: string) => void;
    vi.mocked(solveProofOfWork).mockImplementationOnce(
      () => new Promise((resolve) => (finish = resolve)),
    );
    const { field, sentBodies } = renderSignup({ status: 202, body: { message: CHECK_INBOX } });
    await userEvent.type(field, 'giulia@esempio.it');
    await userEvent.click(screen.getByRole('button', { name: 'Iscriviti' }));
    const busy = await screen.findByRole('button', { name: 'Invio in corso…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(sentBodies()).toHaveLength(0);

    finish('slow-proof-of-work');
    expect((await screen.findByRole('status')).textContent).toBe(CHECK_INBOX);
    expect(sentBodies()).toEqual([{ email: 'giulia@esempio.it', altcha: 'slow-proof-of-work' }]);
  });
});
